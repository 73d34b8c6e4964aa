import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Picture } from '@codehop/api';
import { useOrgText } from './i18n/use-org-text.ts';
import { PictureIcon } from './picture-icons.tsx';

/**
 * The school's login address as printed on a card: broken only after a slash, never inside a word
 * (a child copies it letter by letter).
 */
export function CardAddress({ address }: { readonly address: string }) {
  const parts = address.replace(/^https?:\/\//, '').split(/(?<=\/)/);
  return (
    <Box component="span" data-testid="card-address" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
      {parts.map((part, index) => (
        <Box component="span" key={`${index}-${part}`} sx={{ whiteSpace: 'nowrap' }}>
          {part}
          {index < parts.length - 1 && <wbr />}
        </Box>
      ))}
    </Box>
  );
}

/**
 * One login card: the school, where to go, the username and the password; for a picture class the
 * 3 pictures in order, big and named (the child logs in with them), and the typed password small below.
 */
export function LoginCard({ school, address, username, password, pictures }: { readonly school: string; readonly address: string; readonly username: string; readonly password: string; readonly pictures?: readonly Picture[] | undefined }) {
  const t = useOrgText();
  return (
    <Box
      data-testid="login-card"
      sx={{ border: '2px dashed #4ade80', borderRadius: 2, p: 1.5, breakInside: 'avoid', backgroundColor: '#fff', color: '#111', '@media print': { border: '1px dashed #555' } }}
    >
      <Typography sx={{ fontWeight: 900, color: '#15803d' }}>Codehop · {school}</Typography>
      <Typography variant="caption" sx={{ display: 'block', mb: 1 }}>
        {t('cards.go')} <CardAddress address={address} />
      </Typography>
      <Typography sx={{ fontSize: '0.8rem' }}>{t('cards.username')}</Typography>
      {/* A long name wraps rather than running off the card: every letter is needed to log in. */}
      <Typography sx={{ fontWeight: 900, fontSize: '1.2rem', fontFamily: 'monospace', overflowWrap: 'anywhere' }} data-testid="card-username">{username}</Typography>
      {pictures ? (
        <>
          <CardPictures pictures={pictures} />
          {/* The typed password too, small: a child who can read it (or a grown-up helping) logs in with it when the pictures page is not at hand. */}
          <Typography sx={{ fontSize: '0.75rem', mt: 0.5 }}>
            {t('pictures.orType')} <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }} data-testid="card-password">{password}</Box>
          </Typography>
        </>
      ) : (
        <>
          <Typography sx={{ fontSize: '0.8rem' }}>{t('cards.password')}</Typography>
          <Typography sx={{ fontWeight: 900, fontSize: '1.2rem', fontFamily: 'monospace' }} data-testid="card-password">{password}</Typography>
        </>
      )}
    </Box>
  );
}

/** The picture password on a card: 1, 2, 3 under each picture, so the order reads in any direction. */
function CardPictures({ pictures }: { readonly pictures: readonly Picture[] }) {
  const t = useOrgText();
  return (
    <>
      <Typography sx={{ fontSize: '0.8rem' }}>{t('pictures.card')}</Typography>
      <Box component="ol" data-testid="card-pictures" sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
        {pictures.map((picture, index) => (
          <Box component="li" key={`${index}-${picture}`} data-picture={picture} sx={{ textAlign: 'center', border: '1px solid #ddd', borderRadius: 1.5, px: 0.5 }}>
            <PictureIcon picture={picture} size={56} labelled />
            <Typography sx={{ fontWeight: 900, fontSize: '0.9rem', lineHeight: 1.2 }}>{index + 1}</Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}
