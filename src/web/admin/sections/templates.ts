import type { LocaleCd } from '../../../common/codes.ts';

/** The recruitment template a new job posting starts from, in the admin's language. */
export const JOB_TEMPLATE: Record<LocaleCd, string> = {
  EN: [
    '<h2>About the role</h2><p>Describe the team, the work and why it matters to the children who visit KidVenture City Hanoi.</p>',
    '<h2>What you will do</h2><ul><li><p>Main responsibility</p></li><li><p>Second responsibility</p></li></ul>',
    '<h2>What we are looking for</h2><ul><li><p>Experience or training</p></li><li><p>Languages</p></li><li><p>Personal qualities</p></li></ul>',
    '<h2>What we offer</h2><ul><li><p>Salary range and bonuses</p></li><li><p>Social insurance and health cover</p></li><li><p>Training and career paths</p></li></ul>',
    '<h2>How to apply</h2><p>Download the CV form on this page, fill it in and send it to our recruitment team with the job title in the subject line.</p>',
  ].join(''),
  VI: [
    '<h2>Giới thiệu vị trí</h2><p>Mô tả đội ngũ, công việc và ý nghĩa của công việc với các em nhỏ đến thăm KidVenture City Hà Nội.</p>',
    '<h2>Công việc chính</h2><ul><li><p>Nhiệm vụ chính</p></li><li><p>Nhiệm vụ thứ hai</p></li></ul>',
    '<h2>Yêu cầu</h2><ul><li><p>Kinh nghiệm hoặc chuyên môn</p></li><li><p>Ngoại ngữ</p></li><li><p>Phẩm chất cá nhân</p></li></ul>',
    '<h2>Quyền lợi</h2><ul><li><p>Mức lương và thưởng</p></li><li><p>Bảo hiểm xã hội và bảo hiểm sức khỏe</p></li><li><p>Đào tạo và lộ trình thăng tiến</p></li></ul>',
    '<h2>Cách ứng tuyển</h2><p>Tải mẫu CV trên trang này, điền thông tin và gửi cho bộ phận tuyển dụng, ghi rõ vị trí ứng tuyển ở tiêu đề thư.</p>',
  ].join(''),
};
