import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { callApi, errorText, storiesContract, useApi } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf } from '@/shared/lib/resource';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { NumberField } from '@/shared/ui/number-field';
import { Select } from '@/shared/ui/select';
import { showToast } from '@/shared/ui/toast';

const { packageNames, addVideoToPackage, videos, PACKAGE_PICK_MESSAGES: M, MAX_VIDEO_RANK } = storiesContract;
const specText = specTextOf('packagePick', M);

/** The rank's problem, in the spec's words: none typed, or not a whole number from 1. */
const rankProblem = (rank: number) => (Number.isNaN(rank) ? M.enterRank : !Number.isInteger(rank) || rank < 1 || rank > MAX_VIDEO_RANK ? M.rankForm : null);

export interface AddToPackageDialogProps {
  /** The video to add; null keeps the dialog closed. */
  video: storiesContract.Video | null;
  onClose(): void;
}

/**
 * 'Add to Package': a package (required, 'Select Package'; the published ones cannot be chosen) and the
 * video's rank there (required, 'Please enter rank'). A refusal keeps the dialog as filled, with the
 * server's words; success says so, refreshes the list's package counts and closes.
 */
export function AddToPackageDialog({ video, onClose }: AddToPackageDialogProps) {
  const { t } = useTranslation(['videos', 'server-messages']);
  const { mutate } = useSWRConfig();
  const packages = useApi(packageNames, video ? {} : null);
  const [packageId, setPackageId] = useState<number | null>(null);
  const [rank, setRank] = useState(Number.NaN);
  const [problems, setProblems] = useState<{ packageId?: string; rank?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  // The day counts from when the dialog opened (UTC, as the server counts it).
  const [now] = useState(() => Date.now());

  const close = () => {
    setPackageId(null);
    setRank(Number.NaN);
    setProblems({});
    setRefusal(null);
    onClose();
  };

  const add = async () => {
    const found = { packageId: packageId === null ? M.selectPackage : undefined, rank: rankProblem(rank) ?? undefined };
    setProblems(found);
    setRefusal(null);
    if (!video || found.packageId || found.rank || packageId === null) return;
    setIsSaving(true);
    try {
      const reply = await callApi(addVideoToPackage, { params: { id: packageId }, body: { videoId: video.id, videoRank: rank } });
      showToast({ tone: 'success', title: specText(reply.message ?? M.added)! });
      void mutate((key) => Array.isArray(key) && key[0] === 'stories' && (key[2] === videos.calls.list.path || key[2] === storiesContract.videoPackagePlaces.path));
      close();
    } catch (error) {
      setRefusal(errorText(error) ?? t('addToPackage.failed'));
    } finally {
      setIsSaving(false);
    }
  };

  const items = (packages.data?.content ?? []).map((pack) => ({
    id: pack.id,
    label: storiesContract.isPackagePublished(pack.publishedAt, now) ? t('addToPackage.publishedSuffix', { name: pack.name }) : pack.name,
    isDisabled: storiesContract.isPackagePublished(pack.publishedAt, now),
  }));

  return (
    <Dialog
      isOpen={video !== null}
      onOpenChange={(open) => !open && !isSaving && close()}
      title={t('addToPackage.title')}
      size="md"
      footer={
        <>
          <Button variant="secondary" onPress={close} isDisabled={isSaving}>
            {t('addToPackage.cancel')}
          </Button>
          <Button onPress={() => void add()} isPending={isSaving}>
            {t('addToPackage.save')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink-muted">
          {t('list.videoLabel')}: <bdi>{video?.title}</bdi>
        </p>
        {refusal && (
          <Alert tone="danger" title={t('addToPackage.failed')}>
            {refusal}
          </Alert>
        )}
        <Select<number>
          label={t('addToPackage.package')}
          items={items}
          selectedKey={packageId}
          onSelectionChange={(id) => {
            setPackageId(id);
            setProblems((current) => ({ ...current, packageId: undefined }));
          }}
          placeholder={packages.isLoading ? t('addToPackage.loading') : t('addToPackage.choosePackage')}
          errorMessage={specText(problems.packageId)}
          isRequired
          isDisabled={isSaving}
        />
        <NumberField
          label={t('addToPackage.rank')}
          value={rank}
          onChange={(value) => {
            setRank(value);
            setProblems((current) => ({ ...current, rank: undefined }));
          }}
          minValue={1}
          maxValue={MAX_VIDEO_RANK}
          step={1}
          formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
          description={t('addToPackage.rankHint')}
          errorMessage={specText(problems.rank)}
          isRequired
          isDisabled={isSaving}
        />
      </div>
    </Dialog>
  );
}
