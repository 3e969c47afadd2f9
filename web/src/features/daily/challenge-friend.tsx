import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Swords } from 'lucide-react';
import { errorMessage, isUnauthorized } from '../../lib/api';
import { CopyLink } from '../../components/copy-link';
import { challengeLink, makeChallengeLink, openChallenge } from '../../lib/challenge-api';

/** On today's finished daily: make a challenge link, and go back to a challenge the player came from. */
export function ChallengeFriend({ canMakeLink }: { canMakeLink: boolean }) {
  const { t } = useTranslation('challenge');
  const make = useMutation({
    mutationFn: makeChallengeLink,
    onError: (err) => {
      if (!isUnauthorized(err)) toast.error(errorMessage(err, t('failed')));
    },
  });
  const cameFrom = openChallenge.read();
  if (!cameFrom && !canMakeLink) return null;
  return (
    <div className="space-y-3 text-left" data-testid="challenge-friend">
      {cameFrom && (
        <Link to={`/challenge/${cameFrom}`} className="btn btn-primary w-full">
          <Swords className="h-5 w-5" aria-hidden="true" />
          {t('seeResult')}
        </Link>
      )}
      {canMakeLink &&
        (make.data ? (
          <CopyLink id="challenge-link" label={t('linkLabel')} link={challengeLink(make.data)} />
        ) : (
          <button type="button" className="btn btn-secondary w-full" onClick={() => make.mutate()} disabled={make.isPending}>
            <Swords className="h-5 w-5" aria-hidden="true" />
            {t('button')}
          </button>
        ))}
    </div>
  );
}
