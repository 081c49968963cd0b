/** Home (workbench) summary: pending-task counts and notices (GET /api/home/summary). */

/** One pending-task counter; `key` names the web text `home.tasks.<key>`, `url` the screen to open. */
export interface HomeTask {
  key: string;
  count: number;
  url: string;
}

export interface HomeNotice {
  id: number;
  title: string;
  body: string;
  link: string | null;
  createdAt: string;
}

export interface HomeSummary {
  tasks: HomeTask[];
  notices: HomeNotice[];
}

/** Notices shown on the home page at most. */
export const HOME_NOTICE_LIMIT = 10;
