import { AnnouncementsScreen } from './announcements-screen';

/** The banners screen: the announcements list of its kind. */
export default function BannersScreen() {
  return <AnnouncementsScreen kind="banners" />;
}
