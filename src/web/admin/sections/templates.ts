import type { LocaleCd } from '../../../common/codes.ts';
import { SITE } from '../../../common/site-config.ts';

const section = (heading: string, items: string[]) =>
  `<h2>${heading}</h2><ul>${items.map((item) => `<li><p>${item}</p></li>`).join('')}</ul>`;

/**
 * The recruitment template a new job posting starts from, in the admin's language: the spec's six
 * sections (job information, recruitment information, eligibility, salary, benefits, how to apply),
 * filled in for a supervisor at the park so editors change figures rather than invent a structure.
 */
export const JOB_TEMPLATE: Record<LocaleCd, string> = {
  EN: [
    `<p>Join the team that runs ${SITE.jobExperiences} job experiences for children every day at ${SITE.parkName.EN}.</p>`,
    section('Job information', [
      '<strong>Position:</strong> Experience Zone Supervisor (full-time)',
      '<strong>Department:</strong> Park Operations, reporting to the Operations Manager',
      `<strong>Workplace:</strong> ${SITE.parkAddress.EN}`,
      '<strong>Duties:</strong> lead a team of 8 to 12 zone hosts; open and close the zones safely; keep each experience on schedule (sessions of 20 to 30 minutes for children aged 4 to 15); look after lost children, first aid and incident reports; welcome school groups and answer parents',
    ]),
    section('Recruitment information', [
      '<strong>Openings:</strong> 2',
      '<strong>Contract:</strong> 2 months of probation, then a 12-month labour contract, renewable',
      '<strong>Selection:</strong> CV review, an interview at the park, then a paid trial shift',
      '<strong>Start date:</strong> as soon as possible',
    ]),
    section('Eligibility', [
      '18 years of age or older',
      'College degree or higher; education, tourism or hospitality preferred',
      'At least 1 year of experience in customer service, teaching or events; 6 months leading a team is a plus',
      'Fluent Vietnamese and conversational English',
      'Enjoys working with children; calm, patient and safety-minded',
      'Able to work weekends and public holidays on a rota',
    ]),
    section('Salary and working hours', [
      '<strong>Salary:</strong> 12,000,000 to 15,000,000 VND a month (gross), depending on experience; 100% of it during probation',
      '<strong>Bonuses:</strong> a quarterly performance bonus and a 13th-month salary at Tet',
      '<strong>Overtime:</strong> paid as the Labour Code sets: 150% on working days, 200% on weekly days off, 300% on public holidays',
      '<strong>Hours:</strong> 5 days a week, 8-hour shifts with a 1-hour break (08:30–17:30 or 11:00–20:00); two weekdays off in return for weekend work',
    ]),
    section('Benefits', [
      'Social, health and unemployment insurance under Vietnamese law, on the full salary',
      '12 days of paid annual leave, plus public holidays and Tet',
      'Free lunch in the staff canteen and uniforms provided',
      'A yearly health check and accident insurance',
      '4 free park tickets a month for your family, and a staff discount in the park shops',
      'Training in child safety and first aid, and a path to Operations Manager',
    ]),
    section('How to apply', [
      'Download the CV form on this page, fill it in and attach a recent photo',
      `E-mail it to <a href="mailto:${SITE.careersEmail}">${SITE.careersEmail}</a> with the subject "Experience Zone Supervisor – your full name"`,
      `Shortlisted applicants are called within 7 working days. Questions: ${SITE.telephone} (Monday to Friday, 9:00–17:00)`,
    ]),
  ].join(''),
  VI: [
    `<p>Hãy cùng đội ngũ vận hành ${SITE.jobExperiences} trải nghiệm nghề nghiệp cho các em nhỏ mỗi ngày tại ${SITE.parkName.VI}.</p>`,
    section('Thông tin công việc', [
      '<strong>Vị trí:</strong> Giám sát khu trải nghiệm (toàn thời gian)',
      '<strong>Bộ phận:</strong> Vận hành công viên, báo cáo trực tiếp cho Quản lý vận hành',
      `<strong>Nơi làm việc:</strong> ${SITE.parkAddress.VI}`,
      '<strong>Mô tả:</strong> quản lý nhóm 8 đến 12 nhân viên hướng dẫn; mở và đóng khu trải nghiệm an toàn; giữ các buổi trải nghiệm đúng giờ (mỗi buổi 20 đến 30 phút cho trẻ từ 4 đến 15 tuổi); xử lý trẻ đi lạc, sơ cứu và báo cáo sự cố; đón tiếp đoàn học sinh và giải đáp cho phụ huynh',
    ]),
    section('Thông tin tuyển dụng', [
      '<strong>Số lượng:</strong> 2 người',
      '<strong>Hợp đồng:</strong> thử việc 2 tháng, sau đó ký hợp đồng lao động 12 tháng, có thể gia hạn',
      '<strong>Quy trình:</strong> xét hồ sơ, phỏng vấn tại công viên, sau đó làm thử một ca có lương',
      '<strong>Thời gian bắt đầu:</strong> càng sớm càng tốt',
    ]),
    section('Điều kiện ứng tuyển', [
      'Từ đủ 18 tuổi trở lên',
      'Tốt nghiệp cao đẳng trở lên; ưu tiên ngành sư phạm, du lịch hoặc nhà hàng – khách sạn',
      'Có ít nhất 1 năm kinh nghiệm chăm sóc khách hàng, giảng dạy hoặc tổ chức sự kiện; có 6 tháng quản lý nhóm là một lợi thế',
      'Thành thạo tiếng Việt, giao tiếp được bằng tiếng Anh',
      'Yêu trẻ; điềm tĩnh, kiên nhẫn và luôn đề cao an toàn',
      'Có thể làm cuối tuần và ngày lễ theo lịch phân ca',
    ]),
    section('Lương và thời gian làm việc', [
      '<strong>Lương:</strong> 12.000.000 đến 15.000.000 đồng/tháng (trước thuế), tùy kinh nghiệm; hưởng 100% lương trong thời gian thử việc',
      '<strong>Thưởng:</strong> thưởng hiệu quả công việc hằng quý và lương tháng 13 dịp Tết',
      '<strong>Làm thêm giờ:</strong> trả theo Bộ luật Lao động: 150% vào ngày thường, 200% vào ngày nghỉ hằng tuần, 300% vào ngày lễ, Tết',
      '<strong>Thời gian:</strong> 5 ngày/tuần, ca 8 tiếng có 1 tiếng nghỉ (08:30–17:30 hoặc 11:00–20:00); được nghỉ bù hai ngày trong tuần khi làm cuối tuần',
    ]),
    section('Phúc lợi', [
      'Đóng bảo hiểm xã hội, bảo hiểm y tế và bảo hiểm thất nghiệp theo quy định của pháp luật Việt Nam, trên toàn bộ mức lương',
      '12 ngày nghỉ phép năm có lương, cùng các ngày lễ và Tết',
      'Bữa trưa miễn phí tại căng tin nhân viên, được cấp đồng phục',
      'Khám sức khỏe định kỳ hằng năm và bảo hiểm tai nạn',
      '4 vé vào công viên miễn phí mỗi tháng cho gia đình, giảm giá cho nhân viên tại các cửa hàng trong công viên',
      'Đào tạo về an toàn trẻ em và sơ cứu, lộ trình thăng tiến lên Quản lý vận hành',
    ]),
    section('Cách ứng tuyển', [
      'Tải mẫu hồ sơ ứng tuyển trên trang này, điền đầy đủ thông tin và đính kèm ảnh chân dung gần đây',
      `Gửi về <a href="mailto:${SITE.careersEmail}">${SITE.careersEmail}</a> với tiêu đề "Giám sát khu trải nghiệm – Họ và tên"`,
      `Ứng viên phù hợp sẽ được liên hệ trong vòng 7 ngày làm việc. Mọi thắc mắc xin gọi ${SITE.telephone} (thứ Hai đến thứ Sáu, 9:00–17:00)`,
    ]),
  ].join(''),
};
