import { AnnouncementsScreen } from './announcements-screen';

/** The notices screen: the announcements list of its kind. */
export default function NoticesScreen() {
  return <AnnouncementsScreen kind="notices" />;
}
