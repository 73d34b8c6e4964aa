import { useId } from 'react';
import Box from '@mui/material/Box';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { BUILD_COSTS, RECIPES } from '@codehop/engine';
import { itemName as itemDisplayName } from '../i18n/use-play-text.ts';
import { LazyMarkdown } from '../../../components/lazy-markdown.tsx';
import { commandDoc, usePlayText } from '../i18n/use-play-text.ts';
import { ItemIcon } from '../layout/item-icon.tsx';
import { COMMAND_DOCS } from '../model/commands.ts';
import { CodeBookErrors } from './code-book-errors.tsx';

/** Structures that cost the same are listed once: "every chicken house: 4 planks". */
function buildRows(): { readonly key: string; readonly name: string; readonly icon: string; readonly material: string; readonly amount: number }[] {
  const rows = new Map<string, { key: string; name: string; icon: string; material: string; amount: number }>();
  for (const [type, cost] of Object.entries(BUILD_COSTS)) {
    const group = type.startsWith('chicken_house') ? 'chicken_house' : type.startsWith('bridge') ? 'bridge' : type;
    if (rows.has(group)) continue;
    const name = group === 'chicken_house' || group === 'bridge' ? itemDisplayName(`group_${group}`) : itemDisplayName(type);
    rows.set(group, { key: group, name, icon: type, material: cost.type, amount: cost.amount });
  }
  return [...rows.values()];
}

/** The Code Book drawer: every function, the build costs and the recipes (gameplay §2, §9). */
export function CodeBook({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const t = usePlayText();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // A drawer's paper is no dialog to a screen reader by itself: named by its title.
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 440 }, backgroundColor: '#13201a' } } }}
      data-testid="code-book"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', p: 2, gap: 1, position: 'sticky', top: 0, backgroundColor: '#13201a', zIndex: 1, borderBottom: '1px solid rgba(187,247,208,0.12)' }}>
        <MenuBookRounded aria-hidden sx={{ fontSize: 30, color: 'secondary.main' }} />
        <Typography variant="h5" component="h2" id={titleId} sx={{ flexGrow: 1 }}>
          {t('dialogs.codeBook.title')}
        </Typography>
        <Button variant="outlined" onClick={onClose}>
          {t('dialogs.close')}
        </Button>
      </Box>
      <Box sx={{ p: 2 }}>
        <Box sx={{ mb: 2, '& p:last-child': { mb: 0 } }}>
          <LazyMarkdown>{t('dialogs.codeBook.intro')}</LazyMarkdown>
        </Box>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {t('dialogs.codeBook.commands')}
        </Typography>
        {COMMAND_DOCS.map((doc) => (
          <Box key={doc.name} sx={{ mb: 1.5, p: 1.5, borderRadius: 3, backgroundColor: 'rgba(0,0,0,0.22)' }}>
            <Box component="code" sx={{ color: 'primary.main', fontWeight: 800, fontSize: '1.05rem' }}>
              {doc.signature}
            </Box>
            <Typography sx={{ mt: 0.5 }}>{commandDoc(doc.name, doc.doc)}</Typography>
            <Box component="code" sx={{ display: 'inline-block', mt: 0.5, color: '#fde68a', fontSize: '0.95rem' }}>
              {doc.example}
            </Box>
          </Box>
        ))}
        <CodeBookErrors />
        <Divider sx={{ my: 2 }} />
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {t('dialogs.codeBook.buildCosts')}
        </Typography>
        {buildRows().map((row) => (
          <Box key={row.key} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
            <ItemIcon type={row.icon} size={32} fallback="build" />
            <Typography sx={{ flexGrow: 1, fontWeight: 700 }}>{row.name}</Typography>
            <ItemIcon type={row.material} size={24} fallback="collect" />
            <Typography>{t('dialogs.codeBook.buildCost', { amount: row.amount, material: itemDisplayName(row.material) })}</Typography>
          </Box>
        ))}
        <Divider sx={{ my: 2 }} />
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {t('dialogs.codeBook.recipes')}
        </Typography>
        {Object.entries(RECIPES).map(([word, recipe]) => (
          <Box key={word} sx={{ mb: 1.5, p: 1.5, borderRadius: 3, backgroundColor: 'rgba(0,0,0,0.22)' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
              <ItemIcon type={recipe.product} size={32} fallback="combine" />
              <Typography sx={{ fontWeight: 800, flexGrow: 1 }}>{itemDisplayName(recipe.product)}</Typography>
              <Box component="code" sx={{ color: 'primary.main' }}>{`combine("${word}")`}</Box>
            </Box>
            <Typography color="text.secondary">
              {recipe.ingredients
                .map((ingredient) => `${ingredient.amount} × ${ingredient.types.map(itemDisplayName).join(` ${t('dialogs.codeBook.or')} `)}`)
                .join(', ')}
            </Typography>
          </Box>
        ))}
      </Box>
    </Drawer>
  );
}
