// /career: open positions, perks and a general inquiry; ISR (hourly and on the publish webhook).
// In draft mode proxy.server.ts rewrites to app/(site)/preview/career.
import { CareerPage, careerMetadata } from '@/components/career/career-page';

// A literal, as Next requires; tests/unit/revalidate.test.ts checks it equals contentRevalidateSeconds.
export const revalidate = 3600;

export const generateMetadata = () => careerMetadata();

export default function Page() {
  return <CareerPage />;
}
