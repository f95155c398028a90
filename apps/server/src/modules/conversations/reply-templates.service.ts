import { and, asc, eq } from 'drizzle-orm';
import {
  AppErrorCode,
  fillReplyTemplate,
  type TLang,
  type TReplyTemplate,
  type TTemplateValues,
} from '@tmp/contracts';
import { replyTemplates } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';

const toTemplate = (row: typeof replyTemplates.$inferSelect): TReplyTemplate => ({
  id: row.id,
  name: row.name,
  textEn: row.textEn,
  textZh: row.textZh,
  updatedAt: row.updatedAt.toISOString(),
});

export const templateNotFound = () =>
  new AppError(AppErrorCode.ReplyTemplateNotFound, 'conversations.templateNotFound');

export const listTemplates = async ({ db }: TDeps, customerId: number) =>
  (
    await db
      .select()
      .from(replyTemplates)
      .where(eq(replyTemplates.customerId, customerId))
      .orderBy(asc(replyTemplates.name), asc(replyTemplates.id))
  ).map(toTemplate);

/** Creates a template, or changes one of this customer's (another id answers like an unknown one). */
export const saveTemplate = async (
  { db, now }: TDeps,
  customerId: number,
  input: { id?: number | undefined; name: string; textEn: string; textZh: string },
  by: number,
) => {
  const values = {
    name: input.name,
    textEn: input.textEn,
    textZh: input.textZh,
    updatedBy: by,
    updatedAt: now(),
  };
  const [row] = input.id
    ? await db
        .update(replyTemplates)
        .set(values)
        .where(and(eq(replyTemplates.customerId, customerId), eq(replyTemplates.id, input.id)))
        .returning()
    : await db
        .insert(replyTemplates)
        .values({ customerId, ...values })
        .returning();
  if (!row) throw templateNotFound();
  return toTemplate(row);
};

/** A template's text in one language with its placeholders filled in. */
export const renderTemplate = async (
  { db }: TDeps,
  customerId: number,
  id: number,
  lang: TLang,
  values: TTemplateValues,
) => {
  const [row] = await db
    .select()
    .from(replyTemplates)
    .where(and(eq(replyTemplates.customerId, customerId), eq(replyTemplates.id, id)));
  if (!row) throw templateNotFound();
  return fillReplyTemplate(lang === 'zh-cn' ? row.textZh : row.textEn, values);
};
