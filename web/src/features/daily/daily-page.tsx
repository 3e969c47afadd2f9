import { ComingSoon } from '../../components/coming-soon';

export function DailyPage() {
  return <ComingSoon title="Daily Challenge">The daily challenge (3 reviews a day, resetting at midnight UTC) opens in the next release.</ComingSoon>;
}
