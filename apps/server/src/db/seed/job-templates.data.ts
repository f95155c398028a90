/** A sentence or list item in both languages: [English, Chinese]. */
export type TBilingual = readonly [string, string];

export type TJobLevel = 'entry' | 'mid' | 'senior' | 'lead';

/**
 * A kind of job the generator turns into many requisitions. `{lang}` in any text is replaced by a service
 * language (see SERVICE_LANGUAGES) so one template yields Japanese, Korean, German... roles.
 */
export interface TJobTemplate {
  category: string;
  level: TJobLevel;
  title: TBilingual;
  /** Country keys where this role is hired; every country when absent. */
  countries?: readonly string[];
  /** Service languages that make no sense for this role (an English translator working from English). */
  skipLanguages?: readonly string[];
  /** Pay relative to an average mid-level office job in the same country. */
  pay: number;
  /** JobDegree keys the requisition may ask for. */
  degrees: readonly string[];
  intro: TBilingual;
  duties: readonly TBilingual[];
  skills: readonly TBilingual[];
}

/** Where Chinese-language content and Chinese social platforms matter. */
const CHINESE_SPEAKING = ['cn', 'my', 'sg'];
const TECH_HUBS = ['cn', 'pl', 'pt', 'us', 'mx', 'my', 'sg'];

const serviceDuties: readonly TBilingual[] = [
  [
    'Answer customer enquiries in {lang} by phone, chat and email',
    '通过电话、在线聊天和邮件用{lang}解答客户咨询',
  ],
  [
    'Resolve orders, billing and account questions at the first contact wherever possible',
    '尽可能在首次沟通中解决订单、账单和账户问题',
  ],
  [
    'Record every case accurately in the ticketing system and follow it up until closed',
    '在工单系统中准确记录每个案例，并跟进直至关闭',
  ],
  ['Escalate complex issues to second-line teams with a clear summary', '将复杂问题整理清楚后升级至二线团队'],
  ['Share customer feedback that helps the client improve its products', '反馈客户意见，帮助客户方改进产品'],
];

export const JOB_TEMPLATES: readonly TJobTemplate[] = [
  // Software engineering
  {
    category: 'software',
    level: 'senior',
    title: ['Senior Java Developer', '高级Java开发工程师'],
    countries: TECH_HUBS,
    pay: 1.5,
    degrees: ['job-degree-bachelor'],
    intro: [
      'Join the team that builds the order and payment platform used by millions of shoppers of our e-commerce clients.',
      '加入负责电商客户订单与支付平台的研发团队，你的代码将服务数百万购物用户。',
    ],
    duties: [
      [
        'Design and build back-end services in Java 17+ and Spring Boot',
        '使用Java 17+和Spring Boot设计并开发后端服务',
      ],
      [
        'Own features end to end: design, code review, testing and release',
        '端到端负责功能：设计、代码评审、测试和发布',
      ],
      ['Improve performance and reliability of high-traffic APIs', '提升高并发接口的性能和稳定性'],
      ['Mentor junior developers and share good engineering practice', '指导初级工程师，推广良好的工程实践'],
    ],
    skills: [
      [
        'Solid knowledge of Java, Spring, SQL databases and message queues',
        '扎实掌握Java、Spring、关系型数据库和消息队列',
      ],
      ['Experience with microservices, Docker and CI/CD pipelines', '熟悉微服务、Docker和CI/CD流水线'],
      ['Able to read and write technical English', '能够阅读和撰写英文技术文档'],
    ],
  },
  {
    category: 'software',
    level: 'mid',
    title: ['Java Developer', 'Java开发工程师'],
    countries: TECH_HUBS,
    pay: 1.2,
    degrees: ['job-degree-bachelor', 'job-degree-associate'],
    intro: [
      'You will develop and maintain business systems for our banking and logistics clients in an agile team.',
      '你将在敏捷团队中为银行和物流客户开发并维护业务系统。',
    ],
    duties: [
      ['Develop new features in Java and Spring Boot', '使用Java和Spring Boot开发新功能'],
      ['Write unit and integration tests for your code', '为自己的代码编写单元测试和集成测试'],
      [
        'Analyse and fix production issues together with the support team',
        '与支持团队一起分析并修复线上问题',
      ],
      ['Take part in sprint planning and code reviews', '参与迭代计划和代码评审'],
    ],
    skills: [
      ['Good knowledge of Java, object-oriented design and SQL', '熟悉Java、面向对象设计和SQL'],
      ['Familiar with Git and at least one web framework', '熟悉Git及至少一种Web框架'],
    ],
  },
  {
    category: 'software',
    level: 'mid',
    title: ['Front-end Developer (React)', '前端开发工程师（React）'],
    countries: TECH_HUBS,
    pay: 1.2,
    degrees: ['job-degree-bachelor', 'job-degree-associate'],
    intro: [
      'Build fast, accessible web applications that customers and agents use every day on desktop and mobile.',
      '开发快速、易用的Web应用，客户和坐席每天都在电脑和手机上使用它们。',
    ],
    duties: [
      ['Build user interfaces with React and TypeScript', '使用React和TypeScript开发用户界面'],
      [
        'Work with designers to turn prototypes into responsive pages',
        '与设计师合作，将原型实现为响应式页面',
      ],
      ['Keep pages fast, accessible and well tested', '保证页面性能、可访问性和测试覆盖'],
      ['Integrate REST APIs together with back-end developers', '与后端工程师协作对接REST接口'],
    ],
    skills: [
      [
        'Two or more years of React and modern JavaScript or TypeScript',
        '两年以上React及现代JavaScript或TypeScript开发经验',
      ],
      ['Good eye for detail in layout and interaction', '对布局和交互细节敏感'],
    ],
  },
  {
    category: 'software',
    level: 'mid',
    title: ['Python Data Engineer', 'Python数据工程师'],
    countries: TECH_HUBS,
    pay: 1.3,
    degrees: ['job-degree-bachelor'],
    intro: [
      'Help our analytics team turn millions of service interactions into reliable data and useful insight.',
      '协助数据分析团队，将数以百万计的服务记录转化为可靠的数据和有价值的洞察。',
    ],
    duties: [
      ['Build and maintain data pipelines in Python and SQL', '使用Python和SQL搭建并维护数据管道'],
      ['Model data for reporting and dashboards', '为报表和看板设计数据模型'],
      ['Monitor data quality and fix broken loads quickly', '监控数据质量，及时修复异常任务'],
      ['Automate manual reporting for operations teams', '为运营团队将人工报表自动化'],
    ],
    skills: [
      ['Strong Python and SQL skills', '熟练掌握Python和SQL'],
      [
        'Experience with Airflow, Spark or a cloud data warehouse is a plus',
        '有Airflow、Spark或云数据仓库经验者优先',
      ],
    ],
  },
  {
    category: 'software',
    level: 'mid',
    title: ['QA Automation Engineer', '自动化测试工程师'],
    countries: TECH_HUBS,
    pay: 1.1,
    degrees: ['job-degree-bachelor', 'job-degree-associate'],
    intro: [
      'Make sure every release of our client platforms works as expected before it reaches real users.',
      '确保客户平台的每一次发布在交付用户前都稳定可靠。',
    ],
    duties: [
      ['Design test cases from requirements and user stories', '根据需求和用户故事设计测试用例'],
      ['Write and maintain automated tests for web and APIs', '编写并维护Web和接口自动化测试'],
      ['Report defects clearly and verify fixes', '清晰地提交缺陷并验证修复结果'],
      ['Keep the test suites fast and stable in the CI pipeline', '保持CI流水线中测试集的速度和稳定性'],
    ],
    skills: [
      ['Experience with Playwright, Selenium or a similar tool', '熟悉Playwright、Selenium或同类工具'],
      ['Basic programming in Java, Python or JavaScript', '具备Java、Python或JavaScript编程基础'],
    ],
  },
  {
    category: 'software',
    level: 'senior',
    title: ['DevOps Engineer', 'DevOps工程师'],
    countries: TECH_HUBS,
    pay: 1.5,
    degrees: ['job-degree-bachelor'],
    intro: [
      'Run and automate the cloud infrastructure behind our contact-centre and data platforms.',
      '负责呼叫中心和数据平台背后的云基础设施的运维与自动化。',
    ],
    duties: [
      ['Manage Kubernetes clusters and cloud resources as code', '以代码方式管理Kubernetes集群和云资源'],
      [
        'Build CI/CD pipelines that let teams release safely every day',
        '搭建CI/CD流水线，让团队每天都能安全发布',
      ],
      ['Set up monitoring, alerting and on-call runbooks', '建设监控、告警和值班手册'],
      ['Harden systems and keep them patched and compliant', '加固系统，及时打补丁并满足合规要求'],
    ],
    skills: [
      [
        'Hands-on experience with Linux, Docker, Kubernetes and Terraform',
        '熟练使用Linux、Docker、Kubernetes和Terraform',
      ],
      ['Experience with AWS, Azure or Alibaba Cloud', '有AWS、Azure或阿里云使用经验'],
    ],
  },
  {
    category: 'software',
    level: 'entry',
    title: ['Junior Software Developer', '初级软件开发工程师'],
    pay: 0.9,
    degrees: ['job-degree-bachelor', 'job-degree-associate'],
    intro: [
      'Start your engineering career with a structured training programme and real projects from the first month.',
      '通过系统的培训计划开启你的工程师生涯，入职第一个月即参与真实项目。',
    ],
    duties: [
      ['Develop and test small features under the guidance of a mentor', '在导师指导下开发和测试小型功能'],
      ['Fix bugs and improve existing code', '修复缺陷并改进现有代码'],
      ['Learn the team’s tools, coding standards and review process', '学习团队的工具、编码规范和评审流程'],
    ],
    skills: [
      ['Programming basics in Java, Python, C# or JavaScript', '掌握Java、Python、C#或JavaScript的编程基础'],
      ['Curious, willing to learn and ask questions', '好奇心强，乐于学习和提问'],
    ],
  },
  // Customer service
  {
    category: 'service',
    level: 'entry',
    title: ['{lang} Customer Service Representative', '{lang}客服代表'],
    pay: 0.8,
    degrees: ['job-degree-associate', 'job-degree-high', 'job-degree-any'],
    intro: [
      'Be the friendly voice of a global consumer brand and help its {lang}-speaking customers every day.',
      '成为全球消费品牌亲切的声音，每天为讲{lang}的客户提供帮助。',
    ],
    duties: serviceDuties,
    skills: [
      ['Fluent {lang}, spoken and written', '{lang}听说读写流利'],
      ['Patient, clear and calm with customers', '耐心、表达清晰，面对客户沉着冷静'],
      [
        'Comfortable with computers and typing at 35 words per minute or more',
        '熟练使用电脑，打字速度每分钟35词以上',
      ],
    ],
  },
  {
    category: 'service',
    level: 'mid',
    title: ['{lang} Technical Support Specialist', '{lang}技术支持专员'],
    pay: 1.0,
    degrees: ['job-degree-associate', 'job-degree-bachelor'],
    intro: [
      'Help {lang}-speaking users of a leading software and devices brand solve technical problems.',
      '为使用知名软件和智能设备品牌的{lang}用户解决技术问题。',
    ],
    duties: [
      ['Troubleshoot software, account and device issues remotely', '远程排查软件、账户和设备问题'],
      ['Guide customers step by step in {lang}', '用{lang}一步步指导客户操作'],
      ['Write and improve knowledge-base articles', '撰写并完善知识库文章'],
      ['Work with engineering teams on recurring defects', '与研发团队协作处理反复出现的缺陷'],
    ],
    skills: [
      ['Fluent {lang} and good English', '{lang}流利，英语良好'],
      ['Interest in technology and logical problem solving', '对科技感兴趣，善于逻辑分析和解决问题'],
    ],
  },
  {
    category: 'service',
    level: 'lead',
    title: ['Customer Service Team Leader', '客服组长'],
    pay: 1.3,
    degrees: ['job-degree-associate', 'job-degree-bachelor'],
    intro: [
      'Lead a team of 12 to 18 representatives and keep service quality and morale high.',
      '带领12至18人的客服团队，保持高水准的服务质量和团队士气。',
    ],
    duties: [
      [
        'Coach representatives through call listening and regular one-to-ones',
        '通过听录音和定期一对一沟通辅导客服代表',
      ],
      ['Manage daily service levels, schedules and escalations', '管理日常服务水平、排班和升级问题'],
      ['Report team performance to the client and the operations manager', '向客户方和运营经理汇报团队绩效'],
      ['Recognise good work and handle performance issues fairly', '认可优秀表现，公平处理绩效问题'],
    ],
    skills: [
      ['Two or more years leading a contact-centre team', '两年以上呼叫中心团队管理经验'],
      [
        'Good command of Excel and service metrics (AHT, CSAT, FCR)',
        '熟练使用Excel，熟悉AHT、CSAT、FCR等服务指标',
      ],
    ],
  },
  {
    category: 'service',
    level: 'entry',
    title: ['Chat and Email Support Agent', '在线及邮件客服专员'],
    pay: 0.75,
    degrees: ['job-degree-high', 'job-degree-associate', 'job-degree-any'],
    intro: [
      'Support customers of an international travel platform over chat and email, with no phone calls.',
      '通过在线聊天和邮件为国际旅游平台的客户提供服务，无需接听电话。',
    ],
    duties: [
      ['Handle several chats at once with accurate, friendly answers', '同时处理多个会话，回复准确而友好'],
      ['Change and cancel bookings following the client’s policies', '按客户方政策修改和取消预订'],
      ['Keep response times within the agreed service levels', '确保响应时间符合约定的服务标准'],
    ],
    skills: [
      ['Good written English', '良好的英文书面表达能力'],
      ['Typing speed of 40 words per minute or more', '打字速度每分钟40词以上'],
    ],
  },
  // Finance
  {
    category: 'finance',
    level: 'mid',
    title: ['Accounts Payable Specialist', '应付会计'],
    pay: 1.0,
    degrees: ['job-degree-associate', 'job-degree-bachelor'],
    intro: [
      'Process supplier invoices and payments for our clients’ regional finance centres.',
      '为客户的区域财务中心处理供应商发票和付款业务。',
    ],
    duties: [
      ['Check and post supplier invoices in the ERP system', '在ERP系统中审核并录入供应商发票'],
      ['Prepare payment runs and reconcile supplier statements', '准备付款批次并核对供应商对账单'],
      ['Answer supplier questions about invoices and payments', '解答供应商关于发票和付款的问题'],
      ['Support month-end closing', '协助完成月末结账'],
    ],
    skills: [
      ['Knowledge of accounting basics and the purchase-to-pay process', '熟悉会计基础知识和采购到付款流程'],
      ['Experience with SAP or Oracle is a plus', '有SAP或Oracle使用经验者优先'],
    ],
  },
  {
    category: 'finance',
    level: 'senior',
    title: ['Financial Analyst', '财务分析师'],
    pay: 1.4,
    degrees: ['job-degree-bachelor', 'job-degree-master'],
    intro: [
      'Give business leaders clear numbers and honest analysis to run their delivery centres.',
      '为业务负责人提供清晰的数据和客观的分析，支持交付中心的经营决策。',
    ],
    duties: [
      ['Prepare monthly management reports and variance analysis', '编制月度管理报表并进行差异分析'],
      ['Build budgets and rolling forecasts with site managers', '与各中心负责人共同编制预算和滚动预测'],
      ['Analyse project profitability and pricing', '分析项目盈利能力和定价'],
      ['Improve reporting with automation and dashboards', '通过自动化和看板改进报表工作'],
    ],
    skills: [
      [
        'Degree in finance or accounting; CPA, ACCA or CMA progress is a plus',
        '财务或会计相关专业，持有或正在考取CPA、ACCA或CMA者优先',
      ],
      ['Advanced Excel and good presentation skills', '精通Excel，具备良好的汇报能力'],
    ],
  },
  {
    category: 'finance',
    level: 'mid',
    title: ['Payroll Specialist', '薪酬核算专员'],
    pay: 1.0,
    degrees: ['job-degree-associate', 'job-degree-bachelor'],
    intro: [
      'Make sure thousands of colleagues are paid correctly and on time every month.',
      '确保数千名同事每月按时、准确地领到工资。',
    ],
    duties: [
      ['Calculate monthly payroll, overtime and allowances', '核算月度工资、加班费和各类津贴'],
      ['Handle social insurance, tax filings and payslips', '办理社保、个税申报并发放工资条'],
      ['Answer employee questions about pay with care and confidentiality', '细致且保密地解答员工的薪资问题'],
    ],
    skills: [
      ['Good knowledge of local payroll and tax rules', '熟悉当地薪酬和税务法规'],
      ['Careful with numbers and confidential data', '对数字细心，严守数据保密'],
    ],
  },
  {
    category: 'finance',
    level: 'entry',
    title: ['Accounting Assistant', '会计助理'],
    pay: 0.8,
    degrees: ['job-degree-associate', 'job-degree-bachelor'],
    intro: [
      'Learn the full accounting cycle in a shared service centre with experienced mentors.',
      '在共享服务中心跟随资深导师学习完整的会计流程。',
    ],
    duties: [
      ['Record daily transactions and keep supporting documents in order', '登记日常账务并整理凭证'],
      ['Reconcile bank accounts and expense claims', '核对银行账户和费用报销'],
      ['Help with month-end and audit requests', '协助月末结账和审计工作'],
    ],
    skills: [
      ['Study or background in accounting or finance', '会计或财务相关专业背景'],
      ['Good with Excel and willing to learn', '熟练使用Excel，学习意愿强'],
    ],
  },
  // Sales
  {
    category: 'sales',
    level: 'senior',
    title: ['Account Manager', '客户经理'],
    pay: 1.5,
    degrees: ['job-degree-bachelor'],
    intro: [
      'Grow long-term partnerships with international clients that outsource customer experience to us.',
      '与将客户体验业务外包给我们的国际客户建立并拓展长期合作关系。',
    ],
    duties: [
      ['Own relationships with a portfolio of key clients', '负责维护一组重点客户关系'],
      ['Find new opportunities within existing accounts', '在现有客户中挖掘新的合作机会'],
      ['Prepare proposals and lead commercial negotiations', '准备方案并主导商务谈判'],
      ['Work with delivery teams to keep clients satisfied', '与交付团队协作，保持客户满意度'],
    ],
    skills: [
      ['Three or more years of B2B account management', '三年以上B2B客户管理经验'],
      ['Excellent English; a second business language is a plus', '英语优秀，掌握第二门商务语言者优先'],
    ],
  },
  {
    category: 'sales',
    level: 'entry',
    title: ['Business Development Representative', '商务拓展代表'],
    pay: 0.9,
    degrees: ['job-degree-bachelor', 'job-degree-associate'],
    intro: [
      'Open doors to new clients by researching companies and starting the first conversations.',
      '通过研究目标企业并开展首次沟通，为公司开拓新客户。',
    ],
    duties: [
      ['Research target companies and decision makers', '研究目标企业及其决策者'],
      ['Reach out by email, phone and LinkedIn', '通过邮件、电话和领英进行联络'],
      ['Qualify leads and book meetings for account managers', '筛选销售线索，为客户经理预约会议'],
      ['Keep the CRM accurate and up to date', '保持CRM数据准确、及时更新'],
    ],
    skills: [
      ['Confident communicator in English', '能自信地用英语沟通'],
      ['Target-driven and resilient', '目标导向，抗压能力强'],
    ],
  },
  {
    category: 'sales',
    level: 'mid',
    title: ['Pre-sales Solution Consultant', '售前解决方案顾问'],
    pay: 1.3,
    degrees: ['job-degree-bachelor', 'job-degree-master'],
    intro: [
      'Design outsourcing solutions that match what prospective clients really need.',
      '为潜在客户设计真正符合其需求的外包服务方案。',
    ],
    duties: [
      ['Understand client requirements in workshops and calls', '通过研讨会和电话会议了解客户需求'],
      ['Design staffing, technology and pricing models', '设计人员配置、技术方案和定价模型'],
      ['Write clear proposals and answer tenders', '撰写清晰的方案并回复招标文件'],
    ],
    skills: [
      ['Background in contact-centre operations or IT services', '具备呼叫中心运营或IT服务背景'],
      ['Strong writing and presentation skills in English', '出色的英文写作和演示能力'],
    ],
  },
  // Human resources
  {
    category: 'hr',
    level: 'mid',
    title: ['Recruiter', '招聘专员'],
    pay: 1.0,
    degrees: ['job-degree-bachelor', 'job-degree-associate'],
    intro: [
      'Find and hire the multilingual talent our delivery centres need to grow.',
      '为交付中心的发展寻找并招募多语种人才。',
    ],
    duties: [
      [
        'Source candidates through job boards, social media and referrals',
        '通过招聘网站、社交媒体和内部推荐寻找候选人',
      ],
      ['Screen résumés and hold first interviews', '筛选简历并进行初试'],
      ['Coordinate interviews, assessments and offers', '协调面试、测评和录用流程'],
      ['Give every candidate a timely and friendly experience', '为每位候选人提供及时、友好的求职体验'],
    ],
    skills: [
      [
        'One or more years of recruitment experience, volume hiring preferred',
        '一年以上招聘经验，有批量招聘经验者优先',
      ],
      ['Good communication and organisation skills', '良好的沟通和组织能力'],
    ],
  },
  {
    category: 'hr',
    level: 'senior',
    title: ['HR Business Partner', 'HRBP'],
    pay: 1.5,
    degrees: ['job-degree-bachelor', 'job-degree-master'],
    intro: [
      'Partner with site leaders on organisation, talent and employee relations.',
      '与中心管理层合作，负责组织发展、人才管理和员工关系。',
    ],
    duties: [
      [
        'Advise managers on performance, promotion and team structure',
        '就绩效、晋升和团队架构为管理者提供建议',
      ],
      ['Lead engagement surveys and act on the results', '组织员工敬业度调研并推动改进'],
      ['Handle employee relations cases fairly and lawfully', '公正合法地处理员工关系问题'],
      ['Use HR data to spot attrition risks early', '利用人力资源数据提前识别离职风险'],
    ],
    skills: [
      [
        'Five or more years of HR experience, including employee relations',
        '五年以上人力资源工作经验，包括员工关系',
      ],
      ['Sound knowledge of local labour law', '熟悉当地劳动法规'],
    ],
  },
  {
    category: 'hr',
    level: 'entry',
    title: ['Training Coordinator', '培训专员'],
    pay: 0.85,
    degrees: ['job-degree-associate', 'job-degree-bachelor'],
    intro: [
      'Organise onboarding and skills training so new colleagues are ready for their first customer.',
      '组织入职培训和技能培训，帮助新同事为服务第一位客户做好准备。',
    ],
    duties: [
      ['Schedule classes, rooms and trainers', '安排课程、培训室和讲师'],
      ['Track attendance and training results', '跟踪出勤和培训效果'],
      ['Prepare materials and collect feedback', '准备培训资料并收集反馈'],
    ],
    skills: [
      ['Organised, friendly and good at follow-up', '条理清晰、亲和力强、善于跟进'],
      ['Good with Office tools and online learning platforms', '熟练使用Office和在线学习平台'],
    ],
  },
  // Marketing
  {
    category: 'marketing',
    level: 'mid',
    title: ['Digital Marketing Specialist', '数字营销专员'],
    pay: 1.1,
    degrees: ['job-degree-bachelor'],
    intro: [
      'Plan and run online campaigns that bring clients and candidates to our brand.',
      '策划并执行线上营销活动，为品牌吸引客户和求职者。',
    ],
    duties: [
      ['Run search, social and email campaigns', '执行搜索、社交媒体和邮件营销活动'],
      ['Track campaign results and optimise budgets', '跟踪活动效果并优化预算'],
      ['Keep our website and landing pages up to date', '维护官网和活动落地页内容'],
    ],
    skills: [
      ['Experience with Google Ads, LinkedIn or WeChat marketing', '有Google Ads、领英或微信营销经验'],
      ['Data-minded and comfortable with analytics tools', '具备数据意识，熟悉分析工具'],
    ],
  },
  {
    category: 'marketing',
    level: 'mid',
    title: ['Content Marketing Editor', '内容营销编辑'],
    countries: CHINESE_SPEAKING,
    pay: 1.0,
    degrees: ['job-degree-bachelor'],
    intro: [
      'Tell the stories of our people and clients through articles, case studies and videos.',
      '通过文章、案例和视频讲述我们员工与客户的故事。',
    ],
    duties: [
      ['Write and edit blog posts, case studies and newsletters', '撰写和编辑博客文章、客户案例和电子简报'],
      ['Interview colleagues and clients for stories', '采访同事和客户，挖掘故事素材'],
      ['Plan the content calendar with the marketing team', '与市场团队共同制定内容日历'],
    ],
    skills: [
      ['Excellent writing in English and Chinese', '出色的中英文写作能力'],
      ['A portfolio of published work', '有已发表的作品集'],
    ],
  },
  {
    category: 'marketing',
    level: 'entry',
    title: ['Social Media Operations Specialist', '新媒体运营专员'],
    countries: CHINESE_SPEAKING,
    pay: 0.85,
    degrees: ['job-degree-associate', 'job-degree-bachelor'],
    intro: [
      'Run our employer-brand channels and make candidates want to join us.',
      '运营雇主品牌新媒体账号，让求职者愿意加入我们。',
    ],
    duties: [
      ['Plan and publish daily posts and short videos', '策划并发布日常图文和短视频'],
      ['Reply to comments and messages from followers', '回复粉丝评论和私信'],
      ['Report follower growth and engagement every month', '每月汇报粉丝增长和互动数据'],
    ],
    skills: [
      ['Familiar with WeChat, Douyin, Xiaohongshu or Facebook', '熟悉微信、抖音、小红书或Facebook等平台'],
      ['Creative, with basic photo and video editing skills', '富有创意，具备基础的图片和视频剪辑能力'],
    ],
  },
  // Localization and translation
  {
    category: 'localization',
    level: 'mid',
    title: ['{lang} Translator', '{lang}翻译'],
    skipLanguages: ['lang-en'],
    pay: 1.05,
    degrees: ['job-degree-bachelor'],
    intro: [
      'Translate software, games and marketing content from English into {lang} for global technology brands.',
      '为全球科技品牌将软件、游戏和营销内容从英文翻译为{lang}。',
    ],
    duties: [
      ['Translate and proofread content with CAT tools', '使用CAT工具进行翻译和校对'],
      ['Follow client glossaries and style guides', '遵循客户术语表和风格指南'],
      ['Check translations in context and report bugs', '在实际界面中检查译文并提交问题'],
      ['Meet agreed deadlines and quality targets', '按时完成任务并达到质量要求'],
    ],
    skills: [
      ['Native or near-native {lang}', '{lang}为母语或接近母语水平'],
      ['Experience with Trados, memoQ or Phrase', '熟悉Trados、memoQ或Phrase'],
    ],
  },
  {
    category: 'localization',
    level: 'senior',
    title: ['Localization Project Manager', '本地化项目经理'],
    pay: 1.4,
    degrees: ['job-degree-bachelor', 'job-degree-master'],
    intro: [
      'Deliver multilingual releases for global software and gaming clients on time and on budget.',
      '为全球软件和游戏客户按时、按预算交付多语种版本。',
    ],
    duties: [
      ['Plan projects, budgets and schedules across 20+ languages', '统筹20多个语种的项目计划、预算和进度'],
      ['Assign work to translators and reviewers', '为译员和审校分配任务'],
      ['Manage quality, risks and client communication', '管理质量、风险和客户沟通'],
    ],
    skills: [
      ['Three or more years managing localization projects', '三年以上本地化项目管理经验'],
      ['Fluent English; another language is a plus', '英语流利，掌握其他外语者优先'],
    ],
  },
  {
    category: 'localization',
    level: 'entry',
    title: ['{lang} Linguistic QA Tester', '{lang}语言测试员'],
    pay: 0.85,
    degrees: ['job-degree-associate', 'job-degree-bachelor'],
    intro: [
      'Play upcoming games and apps in {lang} and make sure every word is right.',
      '以{lang}体验即将上线的游戏和应用，确保每一处文字准确无误。',
    ],
    duties: [
      ['Test games and apps for language and display issues', '测试游戏和应用中的语言和显示问题'],
      ['Log clear bug reports with screenshots', '提交附有截图的清晰缺陷报告'],
      ['Verify fixes in new builds', '在新版本中验证问题修复'],
    ],
    skills: [
      ['Native {lang} with an eye for detail', '{lang}为母语，注重细节'],
      ['Passion for games and technology', '热爱游戏和科技'],
    ],
  },
  // Operations
  {
    category: 'operations',
    level: 'mid',
    title: ['Workforce Management Analyst', '排班分析师'],
    pay: 1.1,
    degrees: ['job-degree-bachelor', 'job-degree-associate'],
    intro: [
      'Forecast contact volumes and build schedules so the right people are online at the right time.',
      '预测来电量并制定排班，确保合适的人在合适的时间在线服务。',
    ],
    duties: [
      ['Forecast volumes and staffing needs', '预测业务量和人员需求'],
      ['Build and adjust agent schedules', '制定并调整坐席排班'],
      ['Monitor real-time service levels and react quickly', '实时监控服务水平并快速响应'],
    ],
    skills: [
      [
        'Strong Excel; experience with NICE, Verint or Genesys is a plus',
        '精通Excel，有NICE、Verint或Genesys经验者优先',
      ],
      ['Analytical and calm under pressure', '分析能力强，能从容应对压力'],
    ],
  },
  {
    category: 'operations',
    level: 'mid',
    title: ['Quality Assurance Specialist', '服务质检专员'],
    pay: 0.95,
    degrees: ['job-degree-associate', 'job-degree-bachelor'],
    intro: [
      'Listen, review and coach so that every customer gets the service the brand promises.',
      '通过听录音、审核和辅导，确保每位客户都能获得品牌承诺的服务。',
    ],
    duties: [
      ['Evaluate calls, chats and emails against quality forms', '按质检表评估通话、在线会话和邮件'],
      ['Give agents clear feedback and coaching tips', '为坐席提供清晰的反馈和辅导建议'],
      ['Run calibration sessions with the client', '与客户方开展质检校准会'],
    ],
    skills: [
      ['One or more years in customer service or quality assurance', '一年以上客服或质检工作经验'],
      ['Fair, detail-oriented and good at giving feedback', '公正细致，善于给予反馈'],
    ],
  },
  {
    category: 'operations',
    level: 'entry',
    title: ['Data Annotation Specialist', '数据标注专员'],
    pay: 0.75,
    degrees: ['job-degree-associate', 'job-degree-high', 'job-degree-any'],
    intro: [
      'Label text, images and audio that train the AI systems of technology clients.',
      '为科技客户的AI系统标注文本、图片和音频训练数据。',
    ],
    duties: [
      ['Label data carefully following detailed guidelines', '严格按照标注规范细致地完成标注'],
      ['Meet daily accuracy and volume targets', '达成每日准确率和产量目标'],
      ['Raise unclear cases and help improve the guidelines', '反馈疑难案例，协助完善标注规范'],
    ],
    skills: [
      ['Good reading comprehension and patience', '阅读理解能力好，有耐心'],
      ['Comfortable working with computers all day', '能适应长时间电脑操作'],
    ],
  },
  {
    category: 'operations',
    level: 'lead',
    title: ['Operations Manager', '运营经理'],
    pay: 1.9,
    degrees: ['job-degree-bachelor', 'job-degree-master'],
    intro: [
      'Run a client programme of 80 to 150 people and own its results, people and relationship.',
      '负责一个80至150人的客户项目，对业绩、团队和客户关系全面负责。',
    ],
    duties: [
      ['Lead team leaders and support functions of the programme', '管理项目的组长和支持职能团队'],
      ['Deliver service levels, quality and profitability', '确保服务水平、质量和盈利目标达成'],
      ['Hold business reviews with the client', '与客户方开展业务回顾'],
      ['Drive continuous improvement and automation', '推动持续改进和自动化'],
    ],
    skills: [
      [
        'Five or more years in contact-centre or BPO operations, two as a manager',
        '五年以上呼叫中心或BPO运营经验，其中两年以上管理经验',
      ],
      ['Strong leadership and financial awareness', '领导力强，具备财务意识'],
    ],
  },
];

/** Languages a service role can be in, and the countries where that language is hired. */
export const SERVICE_LANGUAGES: ReadonlyArray<{
  key: string;
  name: TBilingual;
  countries: readonly string[];
}> = [
  {
    key: 'lang-en',
    name: ['English', '英语'],
    countries: ['cn', 'ph', 'my', 'sg', 'jp', 'pl', 'pt', 'us', 'mx'],
  },
  { key: 'lang-ja', name: ['Japanese', '日语'], countries: ['cn', 'ph', 'my', 'jp'] },
  { key: 'lang-ko', name: ['Korean', '韩语'], countries: ['cn', 'ph', 'my'] },
  { key: 'lang-zh', name: ['Mandarin', '中文'], countries: ['cn', 'my', 'sg'] },
  { key: 'lang-yue', name: ['Cantonese', '粤语'], countries: ['cn', 'my'] },
  { key: 'lang-de', name: ['German', '德语'], countries: ['pl', 'pt'] },
  { key: 'lang-fr', name: ['French', '法语'], countries: ['pl', 'pt'] },
  { key: 'lang-it', name: ['Italian', '意大利语'], countries: ['pl', 'pt'] },
  { key: 'lang-nl', name: ['Dutch', '荷兰语'], countries: ['pl', 'pt'] },
  { key: 'lang-pl', name: ['Polish', '波兰语'], countries: ['pl'] },
  { key: 'lang-pt', name: ['Portuguese', '葡萄牙语'], countries: ['pt'] },
  { key: 'lang-es', name: ['Spanish', '西班牙语'], countries: ['mx', 'us', 'pt'] },
  { key: 'lang-th', name: ['Thai', '泰语'], countries: ['my', 'sg'] },
  { key: 'lang-vi', name: ['Vietnamese', '越南语'], countries: ['my', 'ph'] },
  { key: 'lang-id', name: ['Indonesian', '印尼语'], countries: ['my', 'sg'] },
  { key: 'lang-ms', name: ['Malay', '马来语'], countries: ['my', 'sg'] },
];
