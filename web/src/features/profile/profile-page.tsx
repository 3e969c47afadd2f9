import { Navigate } from 'react-router';
import { Spinner } from '../../components/spinner';
import { ComingSoon } from '../../components/coming-soon';
import { useAuth } from '../auth/auth-context';

export function ProfilePage() {
  const { user, loading } = useAuth();
  if (loading) return <Spinner />;
  if (!user) return <Navigate to="/" replace />;
  return <ComingSoon title={user.username}>Your rank, totals and recent games appear here in the next release.</ComingSoon>;
}
