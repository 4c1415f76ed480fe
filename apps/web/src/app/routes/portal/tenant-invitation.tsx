import { InvitationPage } from '@/features/portal/components/invitation-page';

/** Opened from a tenant-portal invitation mail; open to everyone, signed in or not. */
export default function TenantInvitationRoute() {
  return <InvitationPage />;
}
