import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { CREATIVE_MAP_PATHS, type CreativeMapPath } from '@codehop/api';
import { ITEM_ART } from '@codehop/content';
import { BUILD_COSTS } from '@codehop/engine';
import { ItemPicture } from '../../../components/item-picture.tsx';
import { Markdown } from '../../../components/markdown.tsx';
import type { CreatorText } from '../i18n/use-creator-text.ts';
import {
  ANY_TEXT,
  BUILD_RESOURCES,
  BUILDABLE_STRUCTURES,
  DEFAULT_BUILD_COST,
  XMARK_STYLES,
  catalogueEntries,
  costAmount,
  groupCatalogue,
  settingsErrors,
  structureCost,
  type BuildData,
  type LevelSettings,
  type XmarkStyle,
} from '../model/creator-model.ts';

const iconOf = (type: string) => (ITEM_ART as Readonly<Record<string, { icon: string } | undefined>>)[type]?.icon ?? type;
const bigButton = { minHeight: 48, fontSize: 16, fontWeight: 800 } as const;

export function ItemsDialog(props: {
  readonly open: boolean;
  readonly t: CreatorText;
  readonly nameOf: (type: string) => string;
  readonly onPick: (type: string) => void;
  readonly onClose: () => void;
}) {
  const { t, nameOf } = props;
  const [search, setSearch] = useState('');
  const entries = useMemo(() => catalogueEntries(nameOf), [nameOf]);
  const groups = groupCatalogue(entries, search);
  return (
    <Dialog open={props.open} onClose={props.onClose} maxWidth="md" fullWidth aria-labelledby="creator-items-title">
      <DialogTitle id="creator-items-title">{t('itemsDialog.title')}</DialogTitle>
      <DialogContent dividers>
        <TextField
          autoFocus
          fullWidth
          label={t('itemsDialog.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ mb: 2 }}
        />
        {groups.length === 0 ? <Typography>{t('itemsDialog.none', { query: search })}</Typography> : null}
        {groups.map(([category, list]) => (
          <Box key={category} sx={{ mb: 2 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 800, mb: 1 }}>
              {t(`categories.${category}` as Parameters<CreatorText>[0])}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1 }}>
              {list.map((entry) => (
                <ButtonBase
                  key={entry.type}
                  data-testid={`catalogue-${entry.type}`}
                  onClick={() => props.onPick(entry.type)}
                  sx={{ flexDirection: 'column', gap: 0.5, p: 1, borderRadius: 2, border: 1, borderColor: 'divider', minHeight: 88, '&:hover': { bgcolor: 'action.hover' } }}
                >
                  <ItemPicture frame={entry.icon} size={40} />
                  <Typography variant="body2" sx={{ textAlign: 'center', lineHeight: 1.1 }}>
                    {entry.name}
                  </Typography>
                </ButtonBase>
              ))}
            </Box>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} sx={bigButton}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function CommandsDialog(props: {
  readonly open: boolean;
  readonly t: CreatorText;
  readonly onPick: (action: 'speak' | 'build', style: XmarkStyle) => void;
  readonly onClose: () => void;
}) {
  const { t } = props;
  const [style, setStyle] = useState<XmarkStyle>('xmark');
  return (
    <Dialog open={props.open} onClose={props.onClose} maxWidth="sm" fullWidth aria-labelledby="creator-commands-title">
      <DialogTitle id="creator-commands-title">{t('commands.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>{t('commands.intro')}</Typography>
        <Typography variant="subtitle2" sx={{ fontWeight: 800, mb: 1 }}>
          {t('commands.markStyle')}
        </Typography>
        <ToggleButtonGroup exclusive value={style} onChange={(_event, value: XmarkStyle | null) => value && setStyle(value)} sx={{ mb: 2 }}>
          {XMARK_STYLES.map((mark) => (
            <ToggleButton key={mark} value={mark} sx={{ gap: 1, px: 2 }}>
              <ItemPicture frame={iconOf(mark)} size={28} />
              {t(`commands.${mark}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {(['speak', 'build'] as const).map((action) => (
            <ButtonBase
              key={action}
              data-testid={`command-${action}`}
              onClick={() => props.onPick(action, style)}
              sx={{ flex: 1, flexDirection: 'column', alignItems: 'flex-start', textAlign: 'left', p: 2, borderRadius: 2, border: 2, borderColor: 'primary.main', gap: 0.5 }}
            >
              <Typography variant="h6" sx={{ fontWeight: 800 }}>
                {t(`commands.${action}`)}
              </Typography>
              <Typography variant="body2">{t(action === 'speak' ? 'commands.speakText' : 'commands.buildText')}</Typography>
            </ButtonBase>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} sx={bigButton}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** "Configure Speak Command" (gameplay §4, §5): any text ('*') or a required phrase. */
export function SpeakDialog(props: {
  readonly open: boolean;
  readonly t: CreatorText;
  readonly initial: string;
  readonly onConfirm: (data: string) => void;
  readonly onCancel: () => void;
}) {
  const { t } = props;
  const [anyText, setAnyText] = useState(props.initial === ANY_TEXT);
  const [phrase, setPhrase] = useState(props.initial === ANY_TEXT ? '' : props.initial);
  const ready = anyText || phrase.trim() !== '';
  return (
    <Dialog open={props.open} onClose={props.onCancel} maxWidth="xs" fullWidth aria-labelledby="creator-speak-title">
      <DialogTitle id="creator-speak-title">{t('speak.title')}</DialogTitle>
      <DialogContent dividers>
        <FormControlLabel control={<Checkbox checked={anyText} onChange={(event) => setAnyText(event.target.checked)} />} label={t('speak.anyText')} />
        <TextField
          autoFocus
          fullWidth
          disabled={anyText}
          label={t('speak.phrase')}
          value={phrase}
          onChange={(event) => setPhrase(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && ready) props.onConfirm(anyText ? ANY_TEXT : phrase.trim());
          }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} sx={bigButton}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" disabled={!ready} onClick={() => props.onConfirm(anyText ? ANY_TEXT : phrase.trim())} sx={bigButton}>
          {t('common.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The build configuration: a structure, a resource and an amount (default 4 grain, at least 1). */
export function BuildDialog(props: {
  readonly open: boolean;
  readonly t: CreatorText;
  readonly nameOf: (type: string) => string;
  readonly initial: BuildData | undefined;
  readonly onConfirm: (data: BuildData) => void;
  readonly onCancel: () => void;
}) {
  const { t, nameOf } = props;
  const [structure, setStructure] = useState(props.initial?.buildType ?? '');
  const [resource, setResource] = useState<string>(props.initial?.cost.type ?? DEFAULT_BUILD_COST.type);
  const [amount, setAmount] = useState(String(props.initial?.cost.amount ?? DEFAULT_BUILD_COST.amount));
  const ready = structure !== '' && resource !== '';
  const confirm = () =>
    props.onConfirm({ buildType: structure, displayName: nameOf(structure), cost: { amount: costAmount(amount), type: resource } });
  return (
    <Dialog open={props.open} onClose={props.onCancel} maxWidth="xs" fullWidth aria-labelledby="creator-build-title">
      <DialogTitle id="creator-build-title">{t('buildDialog.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={t('buildDialog.structure')}
            value={structure}
            onChange={(event) => {
              setStructure(event.target.value);
              const cost = structureCost(event.target.value);
              if (!props.initial && BUILD_COSTS[event.target.value]) {
                setResource(cost.type);
                setAmount(String(cost.amount));
              }
            }}
            slotProps={{ htmlInput: { 'data-testid': 'build-structure' } }}
          >
            {BUILDABLE_STRUCTURES.map((type) => (
              <MenuItem key={type} value={type} sx={{ gap: 1 }}>
                <ItemPicture frame={iconOf(type)} size={24} /> {nameOf(type)}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={t('buildDialog.resource')} value={resource} onChange={(event) => setResource(event.target.value)}>
            {BUILD_RESOURCES.map((type) => (
              <MenuItem key={type} value={type} sx={{ gap: 1 }}>
                <ItemPicture frame={iconOf(type)} size={24} /> {nameOf(type)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('buildDialog.amount')}
            type="number"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            onBlur={() => setAmount(String(costAmount(amount)))}
            slotProps={{ htmlInput: { min: 1 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} sx={bigButton}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" disabled={!ready} onClick={confirm} sx={bigButton}>
          {t('common.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Code Template, Tutorial (with a markdown preview) and the Build Cookbook. */
export function CodeDialog(props: {
  readonly open: boolean;
  readonly t: CreatorText;
  readonly nameOf: (type: string) => string;
  readonly codeTemplate: string;
  readonly tutorial: string;
  readonly onChange: (change: { codeTemplate?: string; tutorial?: string }) => void;
  readonly onClose: () => void;
}) {
  const { t, nameOf } = props;
  const [tab, setTab] = useState<'code' | 'tutorial' | 'cookbook'>('code');
  const [preview, setPreview] = useState(false);
  return (
    <Dialog open={props.open} onClose={props.onClose} maxWidth="md" fullWidth aria-labelledby="creator-code-title">
      <DialogTitle id="creator-code-title">{t('code.title')}</DialogTitle>
      <Tabs value={tab} onChange={(_event, value: typeof tab) => setTab(value)} sx={{ px: 3 }}>
        <Tab value="code" label={t('code.template')} />
        <Tab value="tutorial" label={t('code.tutorial')} />
        <Tab value="cookbook" label={t('code.cookbook')} />
      </Tabs>
      <DialogContent dividers sx={{ minHeight: 360 }}>
        {tab === 'code' ? (
          <TextField
            fullWidth
            multiline
            minRows={12}
            value={props.codeTemplate}
            onChange={(event) => props.onChange({ codeTemplate: event.target.value })}
            slotProps={{ htmlInput: { 'aria-label': t('code.template'), spellCheck: false, style: { fontFamily: 'ui-monospace, monospace', fontSize: 16 } } }}
          />
        ) : null}
        {tab === 'tutorial' ? (
          <>
            <ToggleButtonGroup exclusive size="small" value={preview ? 'preview' : 'write'} onChange={(_event, value: string | null) => value && setPreview(value === 'preview')} sx={{ mb: 1 }}>
              <ToggleButton value="write">{t('code.write')}</ToggleButton>
              <ToggleButton value="preview">{t('code.preview')}</ToggleButton>
            </ToggleButtonGroup>
            {preview ? (
              <Box data-testid="tutorial-preview" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, minHeight: 240 }}>
                {props.tutorial.trim() ? <Markdown>{props.tutorial}</Markdown> : <Typography color="text.secondary">{t('code.empty')}</Typography>}
              </Box>
            ) : (
              <TextField
                fullWidth
                multiline
                minRows={10}
                placeholder={t('code.tutorialHint')}
                value={props.tutorial}
                onChange={(event) => props.onChange({ tutorial: event.target.value })}
                slotProps={{ htmlInput: { 'aria-label': t('code.tutorial') } }}
              />
            )}
          </>
        ) : null}
        {tab === 'cookbook' ? (
          <Stack spacing={1}>
            <Typography>{t('code.cookbookIntro')}</Typography>
            {BUILDABLE_STRUCTURES.map((type) => {
              const cost = structureCost(type);
              return (
                <Stack key={type} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <ItemPicture frame={iconOf(type)} size={32} />
                  <Typography>{t('code.cookbookRow', { structure: nameOf(type), amount: cost.amount, material: nameOf(cost.type) })}</Typography>
                </Stack>
              );
            })}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={props.onClose} sx={bigButton}>
          {t('code.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Level settings (titled "Save and preview" in preview mode), validated on every change (gameplay §5). */
export function SettingsDialog(props: {
  readonly open: boolean;
  readonly t: CreatorText;
  readonly previewMode: boolean;
  readonly initial: LevelSettings;
  readonly slug: string;
  readonly saving: boolean;
  readonly organisationUser: boolean;
  /** Make Public / Share with School open once the creator completed this very content. */
  readonly canPublish: boolean;
  readonly onSave: (settings: LevelSettings) => void;
  readonly onClose: () => void;
}) {
  const { t } = props;
  const [settings, setSettings] = useState<LevelSettings>(props.initial);
  const errors = settingsErrors(settings);
  const invalid = errors.levelName !== undefined || errors.course !== undefined;
  const change = (patch: Partial<LevelSettings>) => setSettings((current) => ({ ...current, ...patch }));
  return (
    <Dialog open={props.open} onClose={props.onClose} maxWidth="sm" fullWidth aria-labelledby="creator-settings-title">
      <DialogTitle id="creator-settings-title">{props.previewMode ? t('settings.previewTitle') : t('settings.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            autoFocus
            label={t('settings.name')}
            value={settings.levelName}
            onChange={(event) => change({ levelName: event.target.value })}
            error={errors.levelName !== undefined}
            helperText={errors.levelName ? t(`settings.${errors.levelName}`) : ' '}
            slotProps={{ htmlInput: { 'data-testid': 'settings-name' } }}
          />
          <TextField
            select
            label={t('settings.course')}
            value={settings.course}
            onChange={(event) => change({ course: event.target.value })}
            error={errors.course !== undefined}
            helperText={errors.course ? t(`settings.${errors.course}`) : ' '}
          >
            <MenuItem value="python">{t('settings.python')}</MenuItem>
            <MenuItem value="advanced-python">{t('settings.advancedPython')}</MenuItem>
          </TextField>
          <TextField
            select
            label={t('settings.map')}
            value={settings.mapPath}
            onChange={(event) => change({ mapPath: event.target.value as CreativeMapPath })}
            helperText={settings.mapPath !== props.initial.mapPath ? t('settings.mapChange') : ' '}
          >
            {CREATIVE_MAP_PATHS.map((path) => (
              <MenuItem key={path} value={path}>
                {t(`maps.${path.replace('.json', '')}` as Parameters<CreatorText>[0])}
              </MenuItem>
            ))}
          </TextField>
          {props.slug ? <TextField label={t('settings.slug')} value={props.slug} slotProps={{ input: { readOnly: true } }} /> : null}
          <Typography variant="subtitle1" sx={{ fontWeight: 800 }}>
            {t('settings.sharing')}
          </Typography>
          {!props.canPublish ? <Alert severity="info">{t('settings.completeFirst')}</Alert> : null}
          <FormControlLabel
            control={<Switch checked={settings.isPublic} disabled={!props.canPublish && !settings.isPublic} onChange={(event) => change({ isPublic: event.target.checked })} />}
            label={t('settings.makePublic')}
          />
          {props.organisationUser ? (
            <FormControlLabel
              control={<Switch checked={settings.schoolVisible} disabled={!props.canPublish && !settings.schoolVisible} onChange={(event) => change({ schoolVisible: event.target.checked })} />}
              label={t('settings.shareSchool')}
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} sx={bigButton}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" disabled={invalid || props.saving} onClick={() => props.onSave({ ...settings, levelName: settings.levelName.trim() })} sx={bigButton}>
          {props.previewMode ? t('bar.preview') : t('settings.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
