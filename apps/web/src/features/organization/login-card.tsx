import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useOrgText } from './i18n/use-org-text.ts';

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

/** One login card: the school, where to go, the username and the password. */
export function LoginCard({ school, address, username, password }: { readonly school: string; readonly address: string; readonly username: string; readonly password: string }) {
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
      <Typography sx={{ fontWeight: 900, fontSize: '1.2rem', fontFamily: 'monospace' }} data-testid="card-username">{username}</Typography>
      <Typography sx={{ fontSize: '0.8rem' }}>{t('cards.password')}</Typography>
      <Typography sx={{ fontWeight: 900, fontSize: '1.2rem', fontFamily: 'monospace' }} data-testid="card-password">{password}</Typography>
    </Box>
  );
}
