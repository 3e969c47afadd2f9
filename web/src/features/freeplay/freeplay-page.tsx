import { ComingSoon } from '../../components/coming-soon';

export function FreeplayPage() {
  return <ComingSoon title="Free Play">Unlimited practice with random reviews opens in the next release.</ComingSoon>;
}
