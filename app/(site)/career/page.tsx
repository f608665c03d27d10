// /career: the open positions, perks and a general inquiry. Prerendered; in the server build
// regenerated hourly and on the publish webhook. Editors previewing drafts get
// app/(site)/preview/career instead (proxy.server.ts).
import { CareerPage, careerMetadata } from '@/components/career/career-page';

// Must be a literal for Next; the same value as contentRevalidateSeconds in lib/content/config.ts.
export const revalidate = 3600;

export const generateMetadata = () => careerMetadata();

export default function Page() {
  return <CareerPage />;
}
