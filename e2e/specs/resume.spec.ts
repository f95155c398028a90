import type { Page } from '@playwright/test';
import { login, registerCandidate, useSession } from '../fixtures/accounts.ts';
import { chooseFirstAntdOption, expect, isMobile, test } from '../fixtures/portal.ts';
import {
  confirmPicker,
  openResumeSection as openSection,
  resumeField as field,
} from '../fixtures/resume-form.ts';
import { pdfFile as pdf } from '../fixtures/files.ts';

const PASSWORD = 'Resume2026pass';

const chooseFirstOption = async (page: Page, key: string) => {
  if (isMobile(page)) {
    await field(page, key).locator('button').click();
    await confirmPicker(page);
  } else {
    await chooseFirstAntdOption(page, field(page, key));
  }
};

const pickDate = async (page: Page, key: string, date: string) => {
  if (isMobile(page)) {
    // The day's own button (a field holding a day also offers to empty it).
    const picker = field(page, key).locator('.kit-picker');
    await picker.click();
    await confirmPicker(page);
    await expect(picker).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  } else {
    const input = field(page, key).locator('input');
    await input.fill(date);
    await input.press('Enter');
    await expect(input).toHaveValue(date);
  }
};

test(
  'a new candidate fills in a resume from empty and keeps a PDF beside it',
  { tag: '@phone' },
  async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000);
    const { phone, token } = await registerCandidate(request, {
      prefix: '15',
      fullname: 'Alex Resume',
      password: PASSWORD,
    });
    await useSession(context, baseURL!, token);
    await page.goto('/resume');
    await expect(page).toHaveTitle('My Resume - TMP');
    await expect(page.getByRole('heading', { level: 1, name: 'My resume' })).toBeVisible();
    // The header and the save bar both say so (one save state).
    await expect(page.getByText('Not saved yet').first()).toBeVisible();
    // Prefilled from the account.
    await expect(field(page, 'basic.name').locator('input')).toHaveValue('Alex Resume');
    await expect(field(page, 'basic.mobile').locator('input')).toHaveValue(phone);

    // The email is required: the browser refuses before the server is asked, with the contract's message.
    await page.getByRole('button', { name: 'Save resume' }).click();
    await expect(page.getByText('Please check the highlighted fields.')).toBeVisible();
    await expect(field(page, 'basic.email')).toContainText('This field is required');
    await field(page, 'basic.email').locator('input').fill('not-an-email');
    await expect(field(page, 'basic.email')).toContainText('Invalid email');
    await field(page, 'basic.email').locator('input').fill('alex.resume@example.com');
    await expect(field(page, 'basic.email')).not.toContainText('Invalid email');

    // The address starts with a region chosen from the cascading picker, then the street.
    const address = field(page, 'basic.address').getByPlaceholder('Street, building, number');
    await address.fill('88 Zhangjiang Road');
    if (isMobile(page)) {
      await field(page, 'basic.address').getByRole('button', { name: 'Choose region' }).click();
      await confirmPicker(page);
      await expect(address).toHaveValue(/^China .+ 88 Zhangjiang Road$/);
    } else {
      await field(page, 'basic.address').locator('.ant-cascader').click();
      await page.locator('.ant-cascader-menu-item').filter({ hasText: 'China' }).click();
      await page.locator('.ant-cascader-menu-item').filter({ hasText: 'Shanghai' }).click();
      await page.locator('.ant-cascader-menu-item').filter({ hasText: 'Pudong New Area' }).click();
      await expect(address).toHaveValue('China Shanghai Pudong New Area 88 Zhangjiang Road');
    }
    await chooseFirstOption(page, 'basic.gender');
    await pickDate(page, 'basic.birthDate', '1995-03-14');

    await openSection(page, 'education');
    await page.getByText('Add education').click();
    await chooseFirstOption(page, 'education.0.degree');
    await field(page, 'education.0.school').locator('input').fill('Fudan University');
    await pickDate(page, 'education.0.startDate', '2013-09-01');
    if (!isMobile(page)) {
      // The end must not come before the start (the contract's rule, in the browser too).
      await pickDate(page, 'education.0.endDate', '2012-06-30');
      await page.getByRole('button', { name: 'Save resume' }).click();
      await expect(field(page, 'education.0.endDate')).toContainText('Start time cannot exceed end time');
      await pickDate(page, 'education.0.endDate', '2017-06-30');
    }
    await expect(page.getByText('You have unsaved changes')).toBeVisible();
    await page.getByRole('button', { name: 'Save resume' }).click();
    await expect(page.getByText('Resume saved')).toBeVisible();

    await page.reload();
    await expect(page.getByText(/^Last saved \w{3} \d{1,2}, \d{4}, \d{2}:\d{2} \D+$/)).toBeVisible();
    await expect(field(page, 'basic.email').locator('input')).toHaveValue('alex.resume@example.com');
    await openSection(page, 'education');
    await expect(field(page, 'education.0.school').locator('input')).toHaveValue('Fudan University');

    // Resume files: the browser checks the type, the server stores the PDF; download and delete it.
    const input = page.getByTestId('resume-file-input');
    await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await expect(page.getByText('Only PDF files can be uploaded')).toBeVisible();
    await input.setInputFiles(pdf('Alex Resume.pdf'));
    await expect(page.getByText('Upload succeeded')).toBeVisible();
    await expect(page.getByText('Alex Resume.pdf')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Alex Resume.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('Alex Resume.pdf');
    await page.getByRole('button', { name: 'Delete Alex Resume.pdf' }).click();
    await expect(page.getByText('"Alex Resume.pdf" will be removed from your profile.')).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('No files uploaded yet.')).toBeVisible();
    await expect(page.getByText('Alex Resume.pdf')).toHaveCount(0);
  },
);

test(
  'the resume page in Chinese: file checks and the unsaved-change warning',
  { tag: '@phone' },
  async ({ page, context, request, baseURL }) => {
    // A demo candidate whose resume this test only reads: nothing is saved or uploaded.
    await useSession(context, baseURL!, await login(request, '13900000001', 'demo2026pass'), 'zh-CN');
    await page.goto('/resume');
    await expect(page.getByRole('heading', { level: 1, name: '我的简历' })).toBeVisible();
    await expect(
      page
        .getByText('所有修改已保存')
        .or(page.getByRole('button', { name: '保存简历' }))
        .first(),
    ).toBeVisible();
    await openSection(page, 'workHistory');
    await expect(page.getByText('添加工作经历')).toBeVisible();

    const input = page.getByTestId('resume-file-input');
    await input.setInputFiles({
      name: 'resume.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('docx'),
    });
    await expect(page.getByText('仅支持上传PDF文件')).toBeVisible();
    await input.setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
    });
    await expect(page.getByText('文件大小不能超过10MB')).toBeVisible();

    await field(page, 'basic.address')
      .getByPlaceholder('街道、楼栋、门牌号')
      .fill('北京市海淀区中关村大街 1 号');
    await expect(page.getByText('有未保存的修改')).toBeVisible();
    if (isMobile(page)) {
      await page.getByRole('button', { name: '菜单' }).click();
      await page.locator('.adm-list-item').filter({ hasText: '申请记录' }).click();
    } else {
      await page.getByRole('link', { name: '职位' }).click();
    }
    // antd's confirm also keeps its title hidden for screen readers: the one shown is the one asked about.
    await expect(page.getByText('不保存就离开吗？').filter({ visible: true })).toBeVisible();
    await page.getByRole('button', { name: '留在此页' }).click();
    await expect(page).toHaveURL(/\/resume$/);
    await expect(field(page, 'basic.address').getByPlaceholder('街道、楼栋、门牌号')).toHaveValue(
      '北京市海淀区中关村大街 1 号',
    );
  },
);
