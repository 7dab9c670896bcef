import { AnnouncementsScreen } from './announcements-screen';

/** The popups screen: the announcements list of its kind. */
export default function PopupsScreen() {
  return <AnnouncementsScreen kind="popups" />;
}
