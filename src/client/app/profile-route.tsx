// The profile screen composed with the cook's progress card (features do not import each other).
import { ProfilePage } from '../features/profile/profile-page.tsx';
import { ProgressCard } from '../features/progress/progress-card.tsx';

export function ProfileRoute() {
  return <ProfilePage progress={<ProgressCard />} />;
}
