import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, DEFAULT_CREATIVE_ZOOM, type CreativeCourse, type CreativeLevel } from '@codehop/api';
import { useNotify } from '../../../components/notification-provider.tsx';
import { CREATIVE_QUERY_KEY, createCreativeLevel, updateCreativeLevel } from '../../../lib/api/creative-levels.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import type { CreatorText } from '../i18n/use-creator-text.ts';
import { AUTO_SAVE_MS, deriveGoals, itemsPayload } from '../model/creator-model.ts';
import { newSlug, type LevelSettings } from '../model/level-settings.ts';
import { TOUR_STEPS } from '../model/tour.ts';
import type { Tour } from '../tools/tour/use-tour.ts';
import { failureText } from './save-failure.ts';
import type { LevelDraft } from './use-level-draft.ts';

/**
 * Saving the level: the first save creates it (with its settings), later ones update it; the
 * editor saves by itself 5 s after the last change; a conflict (409) shows above the map; Preview
 * saves first and opens the level in a new tab.
 */
export function useSaving({ draft, t, tour, onSaved }: { readonly draft: LevelDraft; readonly t: CreatorText; readonly tour: Tour; readonly onSaved: (course: string, slug: string) => void }) {
  const { mode, level, name, course, mapPath, start, items, codeTemplate, tutorial, unsaved } = draft;
  const { setMode, setLevel, setName, setCourse, setUnsaved } = draft;
  const notify = useNotify();
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const goals = useMemo(() => deriveGoals(items), [items]);

  const payload = useCallback(
    (overrides: Partial<LevelSettings> = {}) => ({
      name: (overrides.levelName ?? name).trim(),
      course_id: (overrides.course as CreativeCourse | undefined) ?? course,
      map_path: overrides.mapPath ?? mapPath,
      player_start: [start[0], start[1]] as [number, number],
      items: itemsPayload(items),
      level_goals: goals,
      code_template: codeTemplate,
      tutorial,
      zoom: DEFAULT_CREATIVE_ZOOM,
      is_public: overrides.isPublic ?? level?.is_public ?? false,
      school_visible: overrides.schoolVisible ?? level?.school_visible ?? false,
    }),
    [name, course, mapPath, start, items, goals, codeTemplate, tutorial, level],
  );

  const { open: tourOpen, step: tourStep, move: moveTour } = tour;
  const afterSave = useCallback(
    (saved: CreativeLevel) => {
      setLevel(saved);
      setName(saved.name);
      setCourse(saved.course_id);
      setUnsaved(false);
      setConflict(null);
      // The tour ends on its save step once everything is saved.
      if (tourOpen && tourStep === 'save') moveTour(TOUR_STEPS.length - 1, true);
      void queryClient.invalidateQueries({ queryKey: CREATIVE_QUERY_KEY });
      onSaved(saved.course_id, saved.level_slug);
      void navigate(toPath(`level-creator/${saved.course_id}/${saved.level_slug}`), { replace: true });
    },
    [navigate, toPath, queryClient, onSaved, tourOpen, tourStep, moveTour, setLevel, setName, setCourse, setUnsaved],
  );

  const saveFailed = useCallback(
    (error: unknown, quiet: boolean) => {
      if (error instanceof ApiError && error.status === 409) {
        const detail = failureText(error, '');
        if (detail.includes('already exists in') && detail.includes('course')) setConflict(detail + t('messages.slugTaken'));
        else setConflict(t('messages.conflict'));
        return;
      }
      if (quiet) {
        console.warn('Auto-save failed', error);
        return;
      }
      notify(failureText(error, t('messages.saveFailed')), 'error');
    },
    [notify, t],
  );

  const save = useCallback(
    async (overrides: Partial<LevelSettings> = {}, quiet = false): Promise<CreativeLevel | null> => {
      setSaving(true);
      try {
        if (mode === 'new' || !level) {
          const body = payload(overrides);
          const created = await createCreativeLevel({ ...body, level_slug: newSlug(body.name) });
          setMode('edit');
          notify(t('messages.created'), 'success');
          afterSave(created);
          return created;
        }
        const updated = await updateCreativeLevel(level.course_id, level.level_slug, { ...payload(overrides), version: level.version });
        afterSave(updated);
        return updated;
      } catch (error) {
        saveFailed(error, quiet);
        return null;
      } finally {
        setSaving(false);
      }
    },
    [mode, level, payload, notify, t, afterSave, saveFailed, setMode],
  );

  // Auto-save 5 s after the last change (edit mode: a new level needs its name first).
  useEffect(() => {
    if (!unsaved || mode !== 'edit' || saving || conflict) return;
    const timer = window.setTimeout(() => void save({}, true), AUTO_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [unsaved, mode, saving, conflict, save, items, start, codeTemplate, tutorial]);

  /** Opens a saved level in the Preview tab (`tab`, opened by the click), or closes the tab. */
  const openPreview = (saved: CreativeLevel | null, tab: Window | null) => {
    if (!saved) {
      tab?.close();
      return;
    }
    const url = `/${locale}/play/${saved.course_id}/${saved.user_id}/${saved.level_slug}`;
    if (tab) tab.location.href = url;
    else window.open(url, '_blank');
  };
  const preview = () => {
    if (!level?.level_slug || !level.user_id) {
      notify(t('messages.previewIncomplete'), 'error');
      return;
    }
    if (!unsaved) {
      openPreview(level, null);
      return;
    }
    // The tab opens now (a click may open one), and goes to the level once it is saved.
    const tab = window.open('about:blank', '_blank');
    void save().then((saved) => openPreview(saved, tab));
  };

  return { goals, saving, conflict, clearConflict: () => setConflict(null), save, preview, openPreview };
}
export type Saving = ReturnType<typeof useSaving>;
