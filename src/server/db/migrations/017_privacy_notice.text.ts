/**
 * Version 1 of the privacy notice, as migration 017 publishes it on every install. Written once:
 * later versions are published in the admin, never by editing this file.
 */
export const FIRST_NOTICE_EN = `## Who we are

KidVenture Vietnam Joint Stock Company (business registration number 0109999999), the operator of the children's job-experience park KidVenture City Hanoi, decides why and how the personal data sent through this website is processed. Our office is at Floor 12, 88 Lang Ha Street, Dong Da District, Hanoi, Vietnam. You can reach us about your personal data by e-mail at contact@kidventure.example or by telephone on +84 24 3999 8888.

This notice explains what we collect through the forms of this website, why, who receives it, how long we keep it and how you can use your rights under Vietnam's Law on Personal Data Protection (Law No. 91/2025/QH15) and its implementing rules.

## What we collect and why

### Partnership inquiries

- Purpose: to answer your inquiry about sponsorship, events, group visits or other cooperation.
- Data: the inquiry type, title and message, your name, e-mail address and telephone number, the file you attach if any, and the network address the inquiry was sent from (to stop abuse).
- Retention: {inquiryRetentionDays} days from the day you send it, after which it is erased with its attachment.

### Job applications

- Purpose: to consider your application for the job you chose and to contact you about it.
- Data: your name, e-mail address, telephone number, cover letter, your CV file, the job applied for, notes our recruiters add about the application, and the network address it was sent from.
- Retention: {applicationRetentionDays} days from the day you send it, after which it is erased with your CV.

### Job alerts

- Purpose: to e-mail you new job openings that match the filters you chose.
- Data: your e-mail address, the language and the filters of the alert, and when you signed up and confirmed.
- Retention: until you unsubscribe through the link in any alert e-mail; a sign-up that is not confirmed within 48 hours is deleted.

### Security records

To protect the forms from abuse, we count recent submissions by network address and keep those counts only as long as the hourly limits need them. Our staff's use of the website's administration is recorded in an access history, kept for {historyRetentionDays} days.

We ask for your consent in each form before it is sent. We do not sell your personal data and do not use it for advertising.

## Who receives it

- Our staff who handle partnerships or recruitment, and only for the purpose above.
- Our e-mail service provider, which delivers the e-mails about your inquiry, application or alert.
- Our hosting provider, which runs the servers where the website and its database are kept.

Each provider processes the data only on our instructions and under a contract that obliges it to keep the data secure and confidential. We disclose personal data to public authorities only where the law requires it.

## Where it is kept

Your personal data is stored on servers located in Vietnam.

## Your rights

You have the right:

- to be informed about how your personal data is processed, as this notice does;
- to give your consent and to withdraw it at any time (withdrawing does not affect processing done before);
- to access your personal data and receive a copy of it;
- to have inaccurate data corrected;
- to have your data erased;
- to have the processing of your data restricted;
- to object to the processing of your data;
- to receive your data in a commonly used format so that you can give it to another organisation (data portability);
- to complain to the competent authority or to bring a claim as the law provides.

To use any of these rights, e-mail contact@kidventure.example from the address you used with us, or tell us how we can confirm who you are, and say which right you want to use. To stop job alerts, use the unsubscribe link in any alert e-mail. We answer every request within the time limits set by law.

## Changes to this notice

When we change this notice we publish a new version on this page with the date it takes effect. Earlier versions remain readable below, and each form records the version you agreed to.
`;

export const FIRST_NOTICE_VI = `## Chúng tôi là ai

Công ty Cổ phần KidVenture Việt Nam (mã số doanh nghiệp 0109999999), đơn vị vận hành công viên trải nghiệm nghề nghiệp cho trẻ em KidVenture City Hà Nội, là bên quyết định mục đích và cách thức xử lý dữ liệu cá nhân được gửi qua trang web này. Văn phòng của chúng tôi đặt tại Tầng 12, số 88 Láng Hạ, quận Đống Đa, Hà Nội, Việt Nam. Bạn có thể liên hệ với chúng tôi về dữ liệu cá nhân qua e-mail contact@kidventure.example hoặc điện thoại +84 24 3999 8888.

Thông báo này giải thích chúng tôi thu thập những gì qua các biểu mẫu của trang web, vì sao, ai nhận được, lưu giữ trong bao lâu và cách bạn thực hiện các quyền của mình theo Luật Bảo vệ dữ liệu cá nhân của Việt Nam (Luật số 91/2025/QH15) và các văn bản hướng dẫn.

## Chúng tôi thu thập gì và vì sao

### Yêu cầu hợp tác

- Mục đích: trả lời yêu cầu của bạn về tài trợ, sự kiện, tham quan theo đoàn hoặc hình thức hợp tác khác.
- Dữ liệu: loại yêu cầu, tiêu đề và nội dung, họ tên, địa chỉ e-mail và số điện thoại của bạn, tệp đính kèm (nếu có) và địa chỉ mạng nơi gửi yêu cầu (để ngăn chặn lạm dụng).
- Thời hạn lưu giữ: {inquiryRetentionDays} ngày kể từ ngày bạn gửi, sau đó yêu cầu được xóa cùng tệp đính kèm.

### Hồ sơ ứng tuyển

- Mục đích: xem xét hồ sơ của bạn cho vị trí đã chọn và liên hệ với bạn về hồ sơ đó.
- Dữ liệu: họ tên, địa chỉ e-mail, số điện thoại, thư giới thiệu, tệp CV, vị trí ứng tuyển, ghi chú của bộ phận tuyển dụng về hồ sơ và địa chỉ mạng nơi gửi hồ sơ.
- Thời hạn lưu giữ: {applicationRetentionDays} ngày kể từ ngày bạn gửi, sau đó hồ sơ được xóa cùng CV.

### Thông báo việc làm

- Mục đích: gửi e-mail cho bạn về các vị trí mới phù hợp với bộ lọc bạn đã chọn.
- Dữ liệu: địa chỉ e-mail, ngôn ngữ và bộ lọc của thông báo, thời điểm bạn đăng ký và xác nhận.
- Thời hạn lưu giữ: cho đến khi bạn hủy đăng ký qua đường liên kết trong bất kỳ e-mail thông báo nào; đăng ký không được xác nhận trong vòng 48 giờ sẽ bị xóa.

### Dữ liệu bảo đảm an toàn

Để bảo vệ các biểu mẫu khỏi bị lạm dụng, chúng tôi đếm số lần gửi gần đây theo địa chỉ mạng và chỉ giữ các số đếm này trong thời gian cần cho giới hạn theo giờ. Việc nhân viên của chúng tôi sử dụng phần quản trị trang web được ghi vào nhật ký truy cập, lưu giữ {historyRetentionDays} ngày.

Chúng tôi xin sự đồng ý của bạn trong từng biểu mẫu trước khi gửi. Chúng tôi không bán dữ liệu cá nhân của bạn và không dùng dữ liệu đó cho quảng cáo.

## Ai nhận được dữ liệu

- Nhân viên của chúng tôi phụ trách hợp tác hoặc tuyển dụng, và chỉ cho mục đích nêu trên.
- Nhà cung cấp dịch vụ e-mail, đơn vị chuyển các e-mail về yêu cầu, hồ sơ hoặc thông báo của bạn.
- Nhà cung cấp dịch vụ lưu trữ, đơn vị vận hành máy chủ chứa trang web và cơ sở dữ liệu.

Mỗi nhà cung cấp chỉ xử lý dữ liệu theo chỉ dẫn của chúng tôi và theo hợp đồng buộc họ giữ an toàn và bảo mật dữ liệu. Chúng tôi chỉ cung cấp dữ liệu cá nhân cho cơ quan nhà nước khi pháp luật yêu cầu.

## Dữ liệu được lưu ở đâu

Dữ liệu cá nhân của bạn được lưu trên máy chủ đặt tại Việt Nam.

## Quyền của bạn

Bạn có quyền:

- được biết về việc xử lý dữ liệu cá nhân của mình, như thông báo này trình bày;
- đồng ý và rút lại sự đồng ý bất cứ lúc nào (việc rút lại không ảnh hưởng đến việc xử lý đã thực hiện trước đó);
- truy cập dữ liệu cá nhân của mình và nhận một bản sao;
- yêu cầu chỉnh sửa dữ liệu không chính xác;
- yêu cầu xóa dữ liệu;
- yêu cầu hạn chế xử lý dữ liệu;
- phản đối việc xử lý dữ liệu;
- nhận dữ liệu của mình ở định dạng thông dụng để chuyển cho tổ chức khác (quyền di chuyển dữ liệu);
- khiếu nại đến cơ quan có thẩm quyền hoặc khởi kiện theo quy định của pháp luật.

Để thực hiện các quyền này, hãy gửi e-mail đến contact@kidventure.example từ địa chỉ bạn đã dùng với chúng tôi, hoặc cho chúng tôi biết cách xác minh danh tính của bạn, và nêu rõ quyền bạn muốn thực hiện. Để ngừng nhận thông báo việc làm, hãy dùng đường liên kết hủy đăng ký trong bất kỳ e-mail thông báo nào. Chúng tôi trả lời mọi yêu cầu trong thời hạn pháp luật quy định.

## Thay đổi thông báo này

Khi thay đổi thông báo này, chúng tôi đăng phiên bản mới trên trang này cùng ngày bắt đầu có hiệu lực. Các phiên bản trước vẫn có thể xem ở bên dưới, và mỗi biểu mẫu ghi lại phiên bản bạn đã đồng ý.
`;
