import { useGetProjectUserPowerQuery, useListProjectTemplatesQuery } from '../projects.api';

/**
 * What the caller may do with projects (GET /project/projectUserPower), for the screens to show their buttons by;
 * the server still decides every call.
 */
export function useProjectPower() {
  const { data: power } = useGetProjectUserPowerQuery();
  const { data: templates } = useListProjectTemplatesQuery(undefined, { skip: !power?.canCreate });
  const creatable = power?.templateIds ?? [];
  return {
    power,
    /** 新建项目: permission 13002 and a template whose personnel permissions let the caller create from it. */
    mayCreate: Boolean(power?.canCreate) && creatable.length > 0,
    /** Whether the caller may make a project of this template; a copy of a project whose template is gone needs 13002 only. */
    mayCreateFrom: (templateId: number) => Boolean(power?.canCreate) && (creatable.includes(templateId) || (templates !== undefined && !templates.some((t) => t.id === templateId))),
  };
}
