import { useState } from 'react';
import { useCan } from '@/entities/session';
import { callApi, errorText, siteContract, useApi } from '@/shared/api';
import { specTextOf } from '@/shared/lib/resource';
import { showToast } from '@/shared/ui/toast';

const { countrySettings, updateHijriAdjustment, pushRemoteConfig, HIJRI_MESSAGES } = siteContract;
const specText = specTextOf('hijri', HIJRI_MESSAGES);

type HijriSetting = siteContract.HijriSetting;

/**
 * The countries' settings and what the screen does with them: change one country's adjustment in place
 * (refused on the screen, in the spec's words, without the edit bit), and push them all to a platform's
 * remote config, whose answer is shown as an error toast whatever it says (content-site §7).
 */
export function useHijriAdjustments() {
  const can = useCan();
  const settings = useApi(countrySettings, {});
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set());
  const [pushing, setPushing] = useState<siteContract.RemoteConfigPlatform | null>(null);
  const [lastPush, setLastPush] = useState<siteContract.RemoteConfigPush | null>(null);
  const mayEdit = can('SETTINGS', 'edit');

  const mark = (countryId: number, isSaving: boolean) =>
    setSaving((current) => {
      const next = new Set(current);
      if (isSaving) next.add(countryId);
      else next.delete(countryId);
      return next;
    });

  const change = async (setting: HijriSetting, hijriAdjustment: number) => {
    if (hijriAdjustment === setting.hijriAdjustment) return;
    if (!mayEdit) {
      showToast({ tone: 'danger', title: specText(HIJRI_MESSAGES.noAccess) ?? HIJRI_MESSAGES.noAccess });
      return;
    }
    mark(setting.countryId, true);
    try {
      const reply = await callApi(updateHijriAdjustment, { query: { countryId: setting.countryId, hijriAdjustment } });
      if (!reply.success) throw new Error(HIJRI_MESSAGES.updateFailed);
      await settings.mutate((rows) => rows?.map((row) => (row.countryId === setting.countryId ? reply.data : row)), { revalidate: false });
      showToast({ tone: 'success', title: specText(HIJRI_MESSAGES.updated) ?? HIJRI_MESSAGES.updated, description: setting.countryName });
    } catch {
      showToast({ tone: 'danger', title: specText(HIJRI_MESSAGES.updateFailed) ?? HIJRI_MESSAGES.updateFailed });
    } finally {
      mark(setting.countryId, false);
    }
  };

  const push = async (platform: siteContract.RemoteConfigPlatform) => {
    setPushing(platform);
    try {
      const reply = await callApi(pushRemoteConfig, { params: { platform } });
      if (reply.data) setLastPush(reply.data);
      showToast({ tone: 'danger', title: specText(reply.message) ?? reply.message ?? '' });
    } catch (error) {
      showToast({ tone: 'danger', title: errorText(error) ?? specText(HIJRI_MESSAGES.updateFailed) ?? HIJRI_MESSAGES.updateFailed });
    } finally {
      setPushing(null);
    }
  };

  return { settings, mayEdit, saving, change, push, pushing, lastPush };
}
