import { MemberInvitationPage } from '@/features/entities/components/member-invitation-page';

/** Opened from a mail inviting an address to an entity; open to everyone, signed in or not. */
export default function MemberInvitationRoute() {
  return <MemberInvitationPage />;
}
