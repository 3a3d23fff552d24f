// The three kinds of message of SPEC §2 and §8 (success, error, info), each with its title, colour and
// icon; the toasts and the sign-in notice dialog both dress their messages with these.
import { CircleAlert, CircleCheck, Info, type LucideIcon } from 'lucide-react';
import { notice } from '#shared/i18n/app.ts';

export type NoticeType = 'success' | 'error' | 'info';

export interface NoticeLook {
  title: string;
  Icon: LucideIcon;
  /** Border colour of the card. */
  border: string;
  /** Background of the round badge that holds the icon (white icon on it). */
  badge: string;
}

export const noticeLooks: Record<NoticeType, NoticeLook> = {
  success: { title: notice.success, Icon: CircleCheck, border: 'border-herb', badge: 'bg-herb' },
  error: { title: notice.error, Icon: CircleAlert, border: 'border-tomato', badge: 'bg-tomato' },
  info: { title: notice.info, Icon: Info, border: 'border-sky-500', badge: 'bg-sky-700' },
};
