import { ProjectErrors } from '@domain/projects/errors';
import { creatorOrAdmin } from '@domain/projects/project.machine';
import type { AddProjectFilesInput, ProjectFileView } from '@domain/projects/projects.schemas';
import type { Database, Executor } from '../../db/database';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import { uploadedFiles } from '../uploads/uploads.public';
import { userNames } from '../users/users.public';
import * as x from './project-extras.queries';
import { logProjectChange, type ProjectActor } from './project-log';
import { visibleProject } from './project-view';
import type { ProjectRecord } from './projects.queries';

/** Its uploader and whoever runs the project may delete a file. */
const mayDelete = (file: x.FileRecord, project: ProjectRecord, actor: ProjectActor) => file.createdBy === actor.userId || creatorOrAdmin(project.createdBy, actor);

/**
 * A project's files (spec: upload, list, batch delete): uploads made through the uploads module, attached by
 * anyone who sees the project, in any phase (a finished project's records are filed too).
 */
export class ProjectFilesService {
  constructor(private readonly db: Database) {}

  list(actor: ProjectActor, projectId: number): Promise<ProjectFileView[]> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => this.views(tx, actor, await visibleProject(tx, actor, projectId)));
  }

  /** Attaches uploads of the enterprise (an upload already attached stays once). */
  add(actor: ProjectActor, { projectId, fileIds }: AddProjectFilesInput): Promise<ProjectFileView[]> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const project = await visibleProject(tx, actor, projectId, true);
      const uploads = await uploadedFiles(tx, actor.enterpriseId, fileIds);
      if (uploads.length !== fileIds.length) throw badRequest(`fileIds: ${ProjectErrors.fileNotFound}`);
      await x.insertFiles(tx, actor.enterpriseId, projectId, actor.userId, fileIds);
      await logProjectChange(tx, actor, 'projectFile.add', projectId, `项目上传文件：${project.projectNo} ${uploads.map((f) => f.name).join('、')}`);
      return this.views(tx, actor, project);
    });
  }

  /** Deletes files of the project, all or none: each must be the caller's to delete. */
  remove(actor: ProjectActor, projectId: number, ids: number[]): Promise<void> {
    if (ids.length === 0) throw badRequest('ids: 请选择文件');
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const project = await visibleProject(tx, actor, projectId, true);
      const files = await x.projectFiles(tx, actor.enterpriseId, projectId, ids);
      if (files.length !== ids.length) throw notFound(ProjectErrors.fileNotFound);
      if (!files.every((f) => mayDelete(f, project, actor))) throw forbidden(ProjectErrors.notFileOwner);
      await x.deleteFiles(tx, actor.enterpriseId, projectId, ids);
      await logProjectChange(tx, actor, 'projectFile.delete', projectId, `项目删除文件：${project.projectNo}`, files);
    });
  }

  private async views(tx: Executor, actor: ProjectActor, project: ProjectRecord): Promise<ProjectFileView[]> {
    const files = await x.projectFiles(tx, actor.enterpriseId, project.id);
    const uploads = new Map((await uploadedFiles(tx, actor.enterpriseId, files.map((f) => f.uploadId))).map((u) => [u.id, u]));
    const names = new Map((await userNames(tx, actor.enterpriseId, [...new Set(files.map((f) => f.createdBy))])).map((u) => [u.id, u.name]));
    return files.flatMap((f) => {
      const upload = uploads.get(f.uploadId);
      if (!upload) return [];
      return [{
        id: f.id,
        name: upload.name,
        size: upload.size,
        mime: upload.mime,
        url: upload.url,
        createUser: { id: f.createdBy, name: names.get(f.createdBy) ?? '' },
        createTime: f.createdAt.toISOString(),
        canDelete: mayDelete(f, project, actor),
      }];
    });
  }

}
