// Who moderates (issue 17): the accounts MODERATOR_EMAILS names, compared in lower case.
import type { CommunitySettings } from '../../config.ts';

export function isModerator(community: CommunitySettings, email: string): boolean {
  return community.moderatorEmails.has(email.toLowerCase());
}
