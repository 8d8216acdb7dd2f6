import type { ContentAccess, UpdateContentAccess } from '@aula/shared';
import { contentAccessEndpoints } from '@aula/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

export type ClusterChange = UpdateContentAccess['clusters'][number];

/** PUT /students/{id}/content_access `{clusters}`: answers with the whole new tree. */
export function updateContentAccess(
  studentId: number,
  clusters: ClusterChange[],
): Promise<ContentAccess> {
  return callEndpoint(contentAccessEndpoints.update, {
    params: { id: studentId },
    body: { clusters },
  });
}

/** The tree with each listed topic switched as given; the rest untouched. */
export function withChanges(access: ContentAccess, changes: ClusterChange[]): ContentAccess {
  const enabledById = new Map(changes.map((change) => [change.cluster_id, change.enabled]));
  return {
    ...access,
    grades: access.grades.map((grade) => ({
      ...grade,
      subjects: grade.subjects.map((subject) => ({
        ...subject,
        clusters: subject.clusters.map((cluster) => {
          const enabled = enabledById.get(cluster.id);
          return enabled === undefined || enabled === cluster.enabled
            ? cluster
            : { ...cluster, enabled };
        }),
      })),
    })),
  };
}

function enabledNow(access: ContentAccess, clusterIds: Set<number>): ClusterChange[] {
  return access.grades.flatMap((grade) =>
    grade.subjects.flatMap((subject) =>
      subject.clusters
        .filter((cluster) => clusterIds.has(cluster.id))
        .map((cluster) => ({ cluster_id: cluster.id, enabled: cluster.enabled })),
    ),
  );
}

const contentAccessKey = (studentId: number) => ['content-access', studentId] as const;

/** Applies the same changes to the tree cached in every language. */
function applyToCache(queryClient: QueryClient, studentId: number, changes: ClusterChange[]) {
  queryClient.setQueriesData<ContentAccess>({ queryKey: contentAccessKey(studentId) }, (access) =>
    access ? withChanges(access, changes) : access,
  );
}

/**
 * Switches topics at once on screen (optimistic), then saves. A failed save puts back only the
 * topics it changed, so a later change still on its way is not undone with it.
 */
export function useUpdateContentAccess(studentId: number) {
  const queryClient = useQueryClient();
  const mutationKey = ['content-access', 'update', studentId];
  return useMutation({
    mutationKey,
    mutationFn: (clusters: ClusterChange[]) => updateContentAccess(studentId, clusters),
    onMutate: async (clusters) => {
      await queryClient.cancelQueries({ queryKey: contentAccessKey(studentId) });
      const ids = new Set(clusters.map((change) => change.cluster_id));
      const cached = queryClient.getQueriesData<ContentAccess>({
        queryKey: contentAccessKey(studentId),
      });
      const before = cached.find(([, access]) => access !== undefined)?.[1];
      const previous = before ? enabledNow(before, ids) : [];
      applyToCache(queryClient, studentId, clusters);
      return { previous };
    },
    onError: (_error, _clusters, context) => {
      if (context) applyToCache(queryClient, studentId, context.previous);
    },
    onSuccess: (access) => {
      // With another save still on its way, its topics would flip back: wait for the last one.
      if (queryClient.isMutating({ mutationKey }) <= 1) {
        applyToCache(queryClient, studentId, enabledNow(access, allIds(access)));
      }
    },
    onSettled: () => {
      // Progress in the student list counts enabled topics only: read it again when next shown.
      void queryClient.invalidateQueries({ queryKey: ['students'], refetchType: 'none' });
    },
  });
}

function allIds(access: ContentAccess): Set<number> {
  return new Set(
    access.grades.flatMap((grade) =>
      grade.subjects.flatMap((subject) => subject.clusters.map((cluster) => cluster.id)),
    ),
  );
}
