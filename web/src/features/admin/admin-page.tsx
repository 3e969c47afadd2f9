import { Navigate } from 'react-router';
import { Spinner } from '../../components/spinner';
import { useAuth } from '../auth/auth-context';

export default function AdminPage() {
  const { user, loading } = useAuth();
  if (loading) return <Spinner />;
  if (!user?.isAdmin) return <Navigate to="/" replace />;
  return (
    <section>
      <h1 className="text-3xl font-bold">Admin Panel</h1>
      <p className="mb-6 text-slate-400">Manage reviews and daily challenges</p>
      <div className="card text-slate-400">Reviews Management, Daily Challenges and Analytics arrive in the next release.</div>
    </section>
  );
}
