import type { LocaleCd } from '../../../common/codes.ts';
import type { ApplicationTemplate, TemplateStatusCd } from '../../../common/schemas/application-messages.ts';

type Copy = Pick<ApplicationTemplate, 'subject' | 'body'>;

/**
 * The site's own stage e-mails, used for a status and language staff have not changed (decision 052).
 * Reviewing is off by default: the confirmation already said the team will review the application,
 * and a second e-mail minutes later says nothing new. Not selected waits a day, so a rejection
 * never lands minutes after the application, and a mistaken move can be taken back unseen.
 */
export const DEFAULT_SETTINGS: Record<
  TemplateStatusCd,
  Pick<ApplicationTemplate, 'send' | 'delayMinutes'>
> = {
  '20': { send: 'N', delayMinutes: 0 },
  '30': { send: 'Y', delayMinutes: 0 },
  '40': { send: 'Y', delayMinutes: 0 },
  '50': { send: 'Y', delayMinutes: 0 },
  '60': { send: 'Y', delayMinutes: 1_440 },
};

export const DEFAULT_COPY: Record<TemplateStatusCd, Record<LocaleCd, Copy>> = {
  '20': {
    EN: {
      subject: 'Your application for {jobTitle} is being reviewed',
      body: `Hello {name},

Thank you for your interest in joining {siteName}. Our recruiting team has started reviewing your application for {jobTitle}.

We will be in touch as soon as there is news. You can see where your application stands at any time here:
{statusPage}

Best regards,
The {siteName} recruiting team`,
    },
    VI: {
      subject: 'Hồ sơ ứng tuyển vị trí {jobTitle} của bạn đang được xem xét',
      body: `Chào {name},

Cảm ơn bạn đã quan tâm đến cơ hội làm việc tại {siteName}. Bộ phận tuyển dụng của chúng tôi đã bắt đầu xem xét hồ sơ ứng tuyển vị trí {jobTitle} của bạn.

Chúng tôi sẽ liên hệ lại ngay khi có thông tin mới. Bạn có thể theo dõi tình trạng hồ sơ bất cứ lúc nào tại:
{statusPage}

Trân trọng,
Bộ phận Tuyển dụng {siteName}`,
    },
  },
  '30': {
    EN: {
      subject: 'Interview invitation: {jobTitle} at {siteName}',
      body: `Hello {name},

Good news: we would like to meet you to talk about the {jobTitle} position. A member of our recruiting team will contact you shortly by phone or e-mail to agree on a time that suits you.

You can see where your application stands here:
{statusPage}

We look forward to meeting you.
The {siteName} recruiting team`,
    },
    VI: {
      subject: 'Thư mời phỏng vấn vị trí {jobTitle} tại {siteName}',
      body: `Chào {name},

Chúng tôi rất vui được thông báo: hồ sơ của bạn đã được chọn vào vòng phỏng vấn cho vị trí {jobTitle}. Bộ phận tuyển dụng sẽ sớm liên hệ với bạn qua điện thoại hoặc email để sắp xếp thời gian phù hợp với bạn.

Bạn có thể xem tình trạng hồ sơ của mình tại:
{statusPage}

Rất mong được gặp bạn!
Bộ phận Tuyển dụng {siteName}`,
    },
  },
  '40': {
    EN: {
      subject: 'A job offer for {jobTitle} at {siteName}',
      body: `Hello {name},

We are delighted to let you know that we would like to offer you the {jobTitle} position. Our recruiting team will contact you shortly with the details of the offer and the next steps.

Your application's page:
{statusPage}

Congratulations, and thank you for your time throughout the process.
The {siteName} recruiting team`,
    },
    VI: {
      subject: 'Thư mời nhận việc vị trí {jobTitle} tại {siteName}',
      body: `Chào {name},

Chúng tôi rất vui mừng thông báo rằng {siteName} muốn mời bạn đảm nhận vị trí {jobTitle}. Bộ phận tuyển dụng sẽ sớm liên hệ để gửi bạn thông tin chi tiết về đề nghị nhận việc và các bước tiếp theo.

Trang theo dõi hồ sơ của bạn:
{statusPage}

Xin chúc mừng và cảm ơn bạn đã dành thời gian cho quá trình tuyển dụng.
Bộ phận Tuyển dụng {siteName}`,
    },
  },
  '50': {
    EN: {
      subject: 'Welcome to {siteName}!',
      body: `Hello {name},

Welcome aboard! We are very happy that you will be joining us as {jobTitle}. Our team will be in touch about your first day and everything you need to prepare.

Your application's page:
{statusPage}

See you soon,
The {siteName} team`,
    },
    VI: {
      subject: 'Chào mừng bạn đến với {siteName}!',
      body: `Chào {name},

Chào mừng bạn gia nhập đội ngũ {siteName}! Chúng tôi rất vui khi bạn sẽ đồng hành cùng chúng tôi ở vị trí {jobTitle}. Chúng tôi sẽ sớm liên hệ với bạn về ngày làm việc đầu tiên và những điều bạn cần chuẩn bị.

Trang theo dõi hồ sơ của bạn:
{statusPage}

Hẹn sớm gặp bạn!
Đội ngũ {siteName}`,
    },
  },
  '60': {
    EN: {
      subject: 'Your application for {jobTitle} at {siteName}',
      body: `Hello {name},

Thank you for applying for the {jobTitle} position and for the time you put into your application. After careful consideration, we have decided not to move forward with your application this time.

This was not an easy decision, and it is not a judgement of your abilities. We post new roles regularly, especially before each season, and we would be glad to see your application again.

Your application's page:
{statusPage}

We wish you every success,
The {siteName} recruiting team`,
    },
    VI: {
      subject: 'Kết quả ứng tuyển vị trí {jobTitle} tại {siteName}',
      body: `Chào {name},

Cảm ơn bạn đã ứng tuyển vị trí {jobTitle} và đã dành thời gian chuẩn bị hồ sơ. Sau khi cân nhắc kỹ lưỡng, chúng tôi rất tiếc phải thông báo rằng lần này hồ sơ của bạn chưa phù hợp để tiếp tục vào vòng tiếp theo.

Đây không phải là một quyết định dễ dàng, và cũng không phải là sự đánh giá về năng lực của bạn. {siteName} thường xuyên tuyển dụng các vị trí mới, nhất là trước mỗi mùa cao điểm, và chúng tôi rất mong sẽ nhận được hồ sơ của bạn trong những lần tới.

Trang theo dõi hồ sơ của bạn:
{statusPage}

Chúc bạn nhiều thành công,
Bộ phận Tuyển dụng {siteName}`,
    },
  },
};
