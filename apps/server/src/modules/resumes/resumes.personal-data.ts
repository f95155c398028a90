import { and, eq } from 'drizzle-orm';
import type { TFileStorage } from '../../adapters/storage/storage.port.ts';
import type { Db } from '../../db/client.ts';
import { resumeFiles, resumes } from '../../db/schema/index.ts';

const streamToBuffer = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

/** The structured resume, the list of uploaded files and the files themselves. */
export const exportResumeData = async (db: Db, storage: TFileStorage, customerId: number, userId: number) => {
  const [resume] = await db
    .select()
    .from(resumes)
    .where(and(eq(resumes.customerId, customerId), eq(resumes.userId, userId)));
  const files = await db
    .select()
    .from(resumeFiles)
    .where(and(eq(resumeFiles.customerId, customerId), eq(resumeFiles.userId, userId)));
  const contents: Array<{ name: string; data: Buffer }> = [];
  for (const f of files) {
    const stream = await storage.get(f.storageKey);
    if (stream) contents.push({ name: `${f.id}-${f.fileName}`, data: await streamToBuffer(stream) });
  }
  return {
    data: {
      resume: resume ? { ...resume.data, updatedAt: resume.updatedAt } : null,
      uploadedFiles: files.map((f) => ({
        id: f.id,
        fileName: f.fileName,
        size: f.size,
        sha256: f.sha256,
        createdAt: f.createdAt,
      })),
    },
    files: contents,
  };
};

export const eraseResumeData = async (db: Db, storage: TFileStorage, customerId: number, userId: number) => {
  const files = await db
    .select()
    .from(resumeFiles)
    .where(and(eq(resumeFiles.customerId, customerId), eq(resumeFiles.userId, userId)));
  for (const f of files) await storage.remove(f.storageKey);
  await db
    .delete(resumeFiles)
    .where(and(eq(resumeFiles.customerId, customerId), eq(resumeFiles.userId, userId)));
  await db.delete(resumes).where(and(eq(resumes.customerId, customerId), eq(resumes.userId, userId)));
};
