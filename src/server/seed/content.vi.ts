import type { SeedContent } from './types.ts';

export const contentVi: SeedContent = {
  banners: [
    {
      title: 'Thành phố của 160 nghề',
      contents: 'Tại KidVenture City Hà Nội, trẻ em thử sức với 160 nghề và tìm thấy ước mơ của mình.',
      linkUrl: '/company/about',
      palette: ['#c0402a', '#ffb547'],
    },
    {
      title: 'Cùng chắp cánh ước mơ trẻ thơ',
      contents: 'Gia nhập đội ngũ mang 160 trải nghiệm nghề nghiệp đến với các em mỗi ngày.',
      linkUrl: '/career/jobs',
      palette: ['#1d6a84', '#7fd1c7'],
    },
    {
      title: 'Đồng hành cùng KidVenture',
      contents: 'Đưa thương hiệu của bạn vào một khu trải nghiệm, nơi trẻ học nghề bằng chính đôi tay.',
      linkUrl: '/partner/partnership-inquiry',
      palette: ['#6b3fa0', '#f4a9c4'],
    },
    {
      title: 'Tin tức từ công viên',
      contents: 'Khu trải nghiệm mới, chương trình cho trường học, hợp tác và hoạt động cộng đồng.',
      linkUrl: '/news/press-release',
      palette: ['#2e7036', '#c9e77a'],
    },
    {
      title: 'Ghé thăm chúng tôi tại Hà Nội',
      contents: 'Đường đi, giờ mở cửa, bãi đỗ xe của công viên và văn phòng chính tại TP. Hồ Chí Minh.',
      linkUrl: '/company/location',
      palette: ['#94461a', '#f7c96b'],
    },
  ],

  news: [
    {
      typeCd: '10',
      title: 'Khu trải nghiệm Hàng không chính thức "cất cánh" tại KidVenture City Hà Nội',
      contents: `<p>KidVenture City Hà Nội vừa khai trương Khu trải nghiệm Hàng không – hạng mục mở rộng lớn nhất kể từ ngày công viên đón những vị khách đầu tiên. Với buồng lái mô phỏng kích thước thật và khu cửa ra tàu bay được thiết kế theo mô hình một nhà ga nội địa, khu vực mới cho phép các em nhỏ hóa thân thành phi công, tiếp viên hàng không, nhân viên phục vụ mặt đất và kiểm soát viên không lưu.</p>
<p>Mỗi chuyến bay là một nhiệm vụ kéo dài 30 phút. Các phi công nhí cùng huấn luyện viên thực hiện bảng kiểm tra trước chuyến bay, đội tiếp viên thực hành hướng dẫn an toàn và phục vụ hành khách, còn tổ kiểm soát không lưu dùng màn hình ra-đa mô phỏng để dẫn đường cho tàu bay từ lúc rời bến đến khi hạ cánh.</p>
<h3>Điểm mới tại khu Hàng không</h3>
<ul>
<li>Buồng lái mô phỏng chuyển động dành cho các em từ 7 đến 14 tuổi</li>
<li>Phòng huấn luyện tiếp viên với bài thực hành mặc áo phao và thoát hiểm bằng máng trượt</li>
<li>Băng chuyền hành lý, nơi các em nhỏ tuổi hơn phân loại vali theo điểm đến</li>
</ul>
<p>"Rất nhiều em nói với chúng tôi rằng các em muốn được bay, nhưng hiếm ai có dịp nhìn thấy những gì diễn ra phía sau cánh cửa buồng lái," Giám đốc công viên chia sẻ. "Khu Hàng không mang đến cho các em cơ hội ấy, đồng thời cho thấy cần bao nhiêu con người cùng phối hợp để mỗi chuyến bay được an toàn."</p>
<p>Khu Hàng không đã bao gồm trong vé vào cổng tiêu chuẩn. Quý khách có thể đăng ký lượt trải nghiệm tại cổng vào ngay trong ngày tham quan.</p>`,
      daysAgo: 3,
    },
    {
      typeCd: '20',
      title: 'Thêm 10 nghề mới, KidVenture nâng tổng số trải nghiệm nghề nghiệp lên 160',
      contents: `<p>KidVenture City Hà Nội hiện có <strong>160 trải nghiệm nghề nghiệp</strong> sau khi ra mắt 10 nghề mới trong tháng này. Các nghề mới được lựa chọn dựa trên ý kiến đóng góp suốt một năm qua của phụ huynh, thầy cô và quan trọng nhất là của chính các em nhỏ đến thăm công viên.</p>
<p>Các trải nghiệm mới gồm:</p>
<ul>
<li>Điều khiển thiết bị bay không người lái và chụp ảnh trên không</li>
<li>Y tá thú y tại Phòng khám Thú cưng</li>
<li>Thiết kế trò chơi điện tử tại Xưởng Sáng tạo Số</li>
<li>Lắp đặt tấm pin mặt trời tại Ngôi nhà Năng lượng Xanh</li>
<li>Thợ làm bánh ngọt, pha chế cà phê, phóng viên, trợ lý nha khoa, nhân viên giao hàng và người phụ trách bảo tàng</li>
</ul>
<p>Mỗi trải nghiệm mới đều được xây dựng cùng một đối tác trong ngành và được đội ngũ giáo dục thẩm định kỹ lưỡng, bảo đảm các em thực sự học được một kỹ năng chứ không chỉ khoác lên mình bộ đồng phục. Sau mỗi công việc hoàn thành, các em được trả lương bằng đồng tiền riêng của công viên để gửi tiết kiệm tại ngân hàng hoặc mua sắm tại các cửa hàng trong thành phố thu nhỏ.</p>
<p>Các gia đình có thể tìm thấy những trải nghiệm mới trên bản đồ công viên, được đánh dấu bằng ngôi sao vàng "Mới".</p>`,
      daysAgo: 14,
    },
    {
      typeCd: '10',
      title: 'KidVenture Việt Nam ký kết hợp tác với Bệnh viện Gia đình Mê Kông',
      contents: `<p>KidVenture Việt Nam vừa ký thỏa thuận hợp tác ba năm với Bệnh viện Gia đình Mê Kông nhằm vận hành và mở rộng Khu Bệnh viện tại KidVenture City Hà Nội.</p>
<p>Theo thỏa thuận, đội ngũ bác sĩ và điều dưỡng của bệnh viện sẽ tư vấn thiết kế phòng cấp cứu, khoa sản và quầy thuốc trong khu trải nghiệm, đồng thời đào tạo nhân viên hướng dẫn của KidVenture cách truyền đạt kiến thức sức khỏe phù hợp với từng lứa tuổi. Bệnh viện cũng tài trợ trải nghiệm xe cứu thương mới, nơi các em tiếp nhận một cuộc gọi khẩn cấp giả định và đưa "bệnh nhân" đến phòng cấp cứu an toàn.</p>
<blockquote>"Khi hiểu bệnh viện hoạt động như thế nào, trẻ sẽ bớt sợ hãi mỗi lần phải đến đó," Giám đốc phụ trách sức khỏe cộng đồng của bệnh viện cho biết. "Sự hợp tác này giúp chúng tôi đến gần hơn với hàng nghìn gia đình theo cách vừa vui vẻ vừa mang lại cảm giác an tâm."</blockquote>
<p>Thỏa thuận còn bao gồm buổi tư vấn sức khỏe miễn phí hằng tháng dành cho phụ huynh, tổ chức tại phòng chờ gia đình của công viên.</p>
<p>KidVenture Việt Nam luôn chào đón đối tác thuộc mọi lĩnh vực. Các tổ chức mong muốn đưa ngành nghề của mình vào công viên có thể liên hệ với chúng tôi qua trang đăng ký hợp tác.</p>`,
      daysAgo: 27,
    },
    {
      typeCd: '10',
      title: 'Mở đăng ký chương trình tham quan học tập cho trường học năm học mới',
      contents: `<p>KidVenture chính thức nhận đăng ký chương trình tham quan học tập dành cho các trường học trong năm học mới. Chương trình hướng đến học sinh tiểu học và trung học cơ sở, với nội dung mỗi chuyến tham quan gắn liền với các chủ đề trong chương trình giáo dục phổ thông.</p>
<h3>Cách thức tổ chức</h3>
<ul>
<li>Giáo viên lựa chọn một trong bốn chủ đề: Những người giúp đỡ cộng đồng, Khoa học và Sức khỏe, Tiền tệ và Kinh doanh, hoặc Truyền thông và Giao tiếp.</li>
<li>Học sinh được chia thành các nhóm nhỏ, mỗi nhóm có một nhân viên hướng dẫn của KidVenture đi cùng.</li>
<li>Mỗi nhóm tham gia từ bốn đến sáu trải nghiệm nghề nghiệp gắn với chủ đề đã chọn.</li>
<li>Giáo viên được cung cấp bộ tài liệu bài giảng trước chuyến đi và phiếu bài tập sau chuyến đi.</li>
</ul>
<p>Các khung giờ buổi sáng từ thứ Ba đến thứ Sáu được dành riêng cho trường học. Đoàn từ 30 học sinh trở lên được áp dụng giá vé ưu đãi, và cứ 10 học sinh thì một giáo viên đi kèm được miễn phí vé vào cổng.</p>
<p>Nhà trường có thể đăng ký qua bộ phận chăm sóc khách hàng. Chúng tôi khuyến nghị đặt lịch trước ít nhất ba tuần vì những ngày cao điểm thường nhanh chóng kín chỗ.</p>`,
      daysAgo: 41,
    },
    {
      typeCd: '10',
      title: 'KidVenture City Hà Nội đạt chứng nhận quốc tế về quản lý an toàn',
      contents: `<p>KidVenture City Hà Nội vừa được cấp chứng nhận theo tiêu chuẩn quốc tế về quản lý an toàn dành cho các cơ sở vui chơi giải trí, sau đợt đánh giá độc lập kéo dài bốn ngày đối với toàn bộ hoạt động vận hành của công viên.</p>
<p>Đoàn đánh giá đã kiểm tra từng khu trải nghiệm nghề nghiệp, cùng với quy trình xử lý tình huống khẩn cấp, hệ thống đăng ký và vòng đeo tay cho trẻ, trang thiết bị phòng cháy chữa cháy, công tác vệ sinh an toàn thực phẩm và hồ sơ đào tạo nhân viên.</p>
<p>An toàn luôn là ưu tiên hàng đầu ngay từ khâu thiết kế công viên. Mỗi em nhỏ khi vào cổng đều được đeo vòng tay liên kết với cha mẹ hoặc người giám hộ và chỉ được ra về cùng người lớn đã đăng ký. Khu trải nghiệm nào cũng có nhân viên hướng dẫn được đào tạo bài bản, và đội an toàn tiến hành kiểm tra toàn bộ công viên mỗi sáng trước giờ mở cửa.</p>
<p>"Chứng nhận này thuộc về toàn thể đội ngũ của chúng tôi," Trưởng bộ phận An toàn chia sẻ. "Từ các kỹ thuật viên kiểm tra từng hạng mục mỗi sáng đến các bạn hướng dẫn đồng hành cùng các em trong từng hoạt động, ai cũng góp một phần công sức."</p>
<p>Chứng nhận sẽ được duy trì thông qua các đợt đánh giá giám sát hằng năm.</p>`,
      daysAgo: 58,
    },
    {
      typeCd: '20',
      title: 'Trại hè KidVenture: Năm ngày, hai mươi nghề nghiệp',
      contents: `<p>KidVenture chính thức mở đăng ký Trại hè KidVenture – chương trình trại hè bán trú kéo dài năm ngày dành cho các em từ 7 đến 12 tuổi, tổ chức tại KidVenture City Hà Nội.</p>
<p>Mỗi ngày, các em sẽ khám phá một lĩnh vực khác nhau, từ cứu hộ khẩn cấp, y tế đến truyền thông, tài chính và kỹ thuật. Kết thúc tuần trại, mỗi em đã được thử sức với khoảng hai mươi nghề và trình bày một dự án nhỏ về "nghề nghiệp mơ ước" trước các bạn và gia đình.</p>
<h3>Thông tin chung</h3>
<ul>
<li>Từ thứ Hai đến thứ Sáu, 8:30 – 16:30</li>
<li>Mỗi nhóm tối đa 15 em, do hai huấn luyện viên phụ trách</li>
<li>Bao gồm bữa trưa và hai bữa phụ mỗi ngày</li>
<li>Hoạt động song ngữ Việt – Anh</li>
</ul>
<p>Trại hè được tổ chức theo từng tuần trong suốt tháng Sáu và tháng Bảy. Số lượng chỗ có hạn; anh chị em ruột đăng ký cùng nhau được giảm giá cho suất thứ hai.</p>`,
      daysAgo: 76,
    },
    {
      typeCd: '10',
      title: 'Ngày hội Thiện nguyện chào đón 800 em nhỏ đến KidVenture City Hà Nội',
      contents: `<p>Trong Ngày hội Thiện nguyện thường niên, KidVenture City Hà Nội tạm dừng đón khách và mở cửa miễn phí cho 800 em nhỏ đến từ các trung tâm bảo trợ xã hội, mái ấm tình thương và những cộng đồng còn nhiều khó khăn tại các tỉnh phía Bắc.</p>
<p>Hơn 200 tình nguyện viên của KidVenture Việt Nam và các doanh nghiệp đối tác đã đồng hành cùng các em khắp công viên, trong khi đội ngũ hướng dẫn vận hành đầy đủ 160 trải nghiệm nghề nghiệp như mọi ngày.</p>
<p>Các đối tác cũng trao tặng đồ dùng học tập, sách vở và tổ chức khám sức khỏe miễn phí. Mỗi em ra về với một chiếc ba lô mới cùng tấm giấy chứng nhận ghi lại những nghề mình đã trải nghiệm.</p>
<blockquote>"Trong một ngày, mọi em nhỏ ở đây đều có thể trở thành phi công, bác sĩ hay người dẫn chương trình truyền hình. Đó chính là lý do chúng tôi xây dựng công viên này," Tổng Giám đốc KidVenture Việt Nam chia sẻ.</blockquote>
<p>Ngày hội Thiện nguyện được tổ chức hằng năm. Các tổ chức mong muốn tài trợ hoặc tham gia tình nguyện xin vui lòng liên hệ bộ phận hợp tác của chúng tôi.</p>`,
      daysAgo: 95,
    },
    {
      typeCd: '30',
      title: 'Thông báo giờ mở cửa dịp nghỉ lễ 30/4 và 1/5',
      contents: `<p>KidVenture City Hà Nội mở cửa tất cả các ngày trong kỳ nghỉ lễ Giải phóng miền Nam, thống nhất đất nước (30/4) và Quốc tế Lao động (1/5), kể cả những ngày công viên thường đóng cửa.</p>
<ul>
<li><strong>Giờ mở cửa:</strong> 9:00 – 20:00 (nhận khách lần cuối lúc 18:30)</li>
<li>Áp dụng giá vé ngày lễ trong suốt kỳ nghỉ.</li>
<li>Quý khách nên đặt vé trực tuyến trước vì vé bán tại quầy có thể hết sớm.</li>
</ul>
<p>Công viên bố trí thêm xe đưa đón giữa công viên và các điểm dừng xe buýt chính tại trung tâm Hà Nội. Quý khách vui lòng xem trang Địa điểm để cập nhật thông tin đi lại mới nhất.</p>
<p>Trân trọng cảm ơn sự thông cảm của Quý khách. Chúng tôi rất mong được đón tiếp Quý khách trong dịp nghỉ lễ.</p>`,
      daysAgo: 123,
    },
    {
      typeCd: '10',
      title: 'KidVenture City Hà Nội được vinh danh Điểm đến gia đình xuất sắc nhất',
      contents: `<p>KidVenture City Hà Nội vừa được vinh danh ở hạng mục <strong>Điểm đến gia đình xuất sắc nhất</strong> tại Giải thưởng Trải nghiệm Gia đình Việt Nam – giải thưởng thường niên tôn vinh các điểm vui chơi, học tập do phụ huynh và hội đồng chuyên môn bình chọn.</p>
<p>Hội đồng giám khảo đánh giá cao sự kết hợp giữa vui chơi và học tập thực tế của công viên, mô hình hợp tác với hơn 60 doanh nghiệp và cơ quan nhà nước, cùng những giải pháp hỗ trợ tiếp cận dành cho trẻ khuyết tật.</p>
<p>Giải thưởng khép lại một năm công viên đón lượng khách kỷ lục và triển khai các chương trình học tập ngày thường dành cho trường học.</p>
<p>"Phụ huynh kể với chúng tôi rằng các con về nhà cứ say sưa nói mãi về việc lớn lên mình sẽ làm nghề gì," Giám đốc công viên chia sẻ. "Những câu chuyện ấy mới là giải thưởng thật sự."</p>`,
      daysAgo: 150,
    },
    {
      typeCd: '20',
      title: 'Đón Tết tại KidVenture: Xin chữ, gói bánh chưng và nhiều hoạt động hấp dẫn',
      contents: `<p>KidVenture City Hà Nội chào đón năm mới với chuỗi hoạt động Lễ hội Tết kéo dài ba tuần, từ tuần trước Tết đến hết Rằm tháng Giêng.</p>
<h3>Hoạt động nổi bật</h3>
<ul>
<li><strong>Góc thư pháp:</strong> các em cùng ông đồ viết những lời chúc đầu năm.</li>
<li><strong>Gói bánh chưng:</strong> các đầu bếp nhí tự tay gói bánh chưng vuông truyền thống để mang về nhà.</li>
<li><strong>Lì xì tại ngân hàng:</strong> các em mở sổ tiết kiệm và học cách lên kế hoạch chi tiêu tiền mừng tuổi.</li>
<li><strong>Múa lân diễu hành:</strong> vào mỗi buổi chiều trên các con phố của công viên.</li>
</ul>
<p>Tất cả hoạt động lễ hội đã bao gồm trong vé vào cổng. Quý khách mặc áo dài từ mùng 2 đến mùng 4 Tết sẽ nhận được một phần quà nhỏ tại cổng vào.</p>
<p>Công viên tạm nghỉ vào ngày 30 Tết và mùng 1 Tết, mở cửa trở lại từ mùng 2 Tết.</p>`,
      daysAgo: 188,
    },
    {
      typeCd: '10',
      title: 'KidVenture Việt Nam tư vấn xây dựng Trung tâm Khám phá dành cho trẻ em tại Đà Nẵng',
      contents: `<p>KidVenture Việt Nam vừa được lựa chọn làm đơn vị tư vấn cho dự án trung tâm khám phá dành cho trẻ em tại Đà Nẵng. Đây là dự án tư vấn đầu tiên của công ty bên ngoài hệ thống công viên do chính KidVenture vận hành.</p>
<p>Đội ngũ của chúng tôi sẽ tư vấn ý tưởng tổng thể, thiết kế các hạng mục tương tác, đào tạo nhân sự và hỗ trợ vận hành trong năm đầu tiên sau khi khai trương. Trung tâm tập trung vào các chủ đề khoa học, đại dương và môi trường, phù hợp với đặc trưng của thành phố biển.</p>
<p>Tư vấn và quản lý vận hành các cơ sở văn hóa – giáo dục dành cho trẻ em là một trong ba lĩnh vực kinh doanh cốt lõi của KidVenture Việt Nam, bên cạnh xây dựng công viên trải nghiệm nghề nghiệp và phát triển nội dung giáo dục.</p>
<p>"Những kinh nghiệm tích lũy từ việc vận hành KidVenture City Hà Nội có thể giúp nhiều địa phương khác mang đến cho trẻ em những không gian chất lượng để học mà chơi, chơi mà học," Giám đốc Phát triển Kinh doanh của công ty cho biết.</p>`,
      daysAgo: 226,
    },
    {
      typeCd: '30',
      title: 'KidVenture tuyển dụng 120 nhân sự cho mùa cao điểm',
      contents: `<p>KidVenture Việt Nam đang tuyển dụng 120 nhân sự toàn thời gian và bán thời gian để phục vụ KidVenture City Hà Nội trong mùa cao điểm hè và các dịp lễ.</p>
<p>Các vị trí đang tuyển gồm nhân viên hướng dẫn trải nghiệm nghề, nhân viên chăm sóc khách hàng, thu ngân bán vé, nhân viên phục vụ ẩm thực và kỹ thuật viên bảo trì. Ứng viên không cần có kinh nghiệm trong ngành vui chơi giải trí: tất cả nhân viên mới đều được tham gia chương trình đào tạo có hưởng lương trước ca làm việc đầu tiên.</p>
<p>Chúng tôi tìm kiếm những ứng viên yêu trẻ, giao tiếp rõ ràng, luôn bình tĩnh và thân thiện kể cả trong những ngày đông khách nhất. Sinh viên đại học, cao đẳng được chào đón ứng tuyển các ca cuối tuần và ngày lễ.</p>
<p>Để ứng tuyển, vui lòng truy cập trang Tuyển dụng, tải mẫu hồ sơ ứng tuyển (CV) và gửi về địa chỉ <strong>careers@kidventure.example</strong>.</p>`,
      daysAgo: 290,
    },
  ],

  jobs: [
    {
      title: 'Giám sát vận hành công viên',
      contents: `<h3>Thông tin công việc</h3>
<ul>
<li><strong>Bộ phận:</strong> Vận hành công viên</li>
<li><strong>Địa điểm làm việc:</strong> KidVenture City Hà Nội</li>
<li><strong>Hình thức:</strong> Toàn thời gian</li>
<li><strong>Thời gian làm việc:</strong> 5 ngày/tuần theo lịch xoay ca, bao gồm cuối tuần và ngày lễ</li>
<li><strong>Số lượng tuyển:</strong> 2</li>
</ul>
<h3>Mô tả công việc</h3>
<ul>
<li>Giám sát hoạt động hằng ngày tại một cụm khu trải nghiệm nghề, bảo đảm các khu mở cửa đúng giờ và đạt tiêu chuẩn</li>
<li>Quản lý, xếp lịch và kèm cặp đội ngũ từ 15 đến 20 nhân viên hướng dẫn</li>
<li>Tiếp nhận ý kiến của khách và xử lý các tình huống phát sinh ngay tại khu vực vận hành</li>
<li>Phối hợp với đội an toàn kiểm tra trước giờ mở cửa và sau giờ đóng cửa</li>
<li>Báo cáo lượng khách, sự cố và nhu cầu bảo trì hằng ngày cho Quản lý Vận hành</li>
</ul>
<h3>Yêu cầu ứng viên</h3>
<ul>
<li>Tốt nghiệp cao đẳng trở lên, không yêu cầu chuyên ngành</li>
<li>Tối thiểu 2 năm kinh nghiệm ở vị trí giám sát trong lĩnh vực nhà hàng – khách sạn, bán lẻ, giáo dục hoặc giải trí</li>
<li>Giao tiếp tự tin; sử dụng được tiếng Anh trong công việc là một lợi thế</li>
<li>Thật sự yêu thích làm việc với trẻ em và gia đình</li>
</ul>
<h3>Lương và phúc lợi</h3>
<ul>
<li>14.000.000 – 18.000.000 đồng/tháng (trước thuế), tùy theo kinh nghiệm</li>
<li>Thưởng theo hiệu quả công việc và lương tháng 13</li>
<li>Đóng bảo hiểm xã hội, bảo hiểm y tế, bảo hiểm thất nghiệp theo quy định của pháp luật</li>
<li>Vé tham quan miễn phí cho gia đình và suất ăn trong ca làm việc</li>
</ul>
<h3>Cách thức ứng tuyển</h3>
<p>Tải mẫu hồ sơ ứng tuyển (CV) của KidVenture tại trang Tuyển dụng, điền đầy đủ thông tin và gửi về địa chỉ <strong>careers@kidventure.example</strong> với tiêu đề "Giám sát vận hành công viên – Họ và tên". Chúng tôi sẽ liên hệ với các ứng viên phù hợp trong vòng 7 ngày làm việc.</p>`,
      fields: {
        department: 'Vận hành công viên',
        location: 'Hà Nội',
        employmentType: 'FULL_TIME',
        salaryMin: 14_000_000,
        salaryMax: 18_000_000,
        salaryUnit: 'MONTH',
      },
      dateCd: '10',
      startOffsetDays: -10,
      endOffsetDays: 30,
      daysAgo: 10,
    },
    {
      title: 'Nhân viên hướng dẫn trải nghiệm nghề – Khu Cứu hỏa',
      contents: `<h3>Thông tin công việc</h3>
<ul>
<li><strong>Bộ phận:</strong> Vận hành công viên – Trải nghiệm nghề nghiệp</li>
<li><strong>Địa điểm làm việc:</strong> KidVenture City Hà Nội</li>
<li><strong>Hình thức:</strong> Toàn thời gian</li>
<li><strong>Thời gian làm việc:</strong> Ca 8 tiếng, 5 ngày/tuần, bao gồm cuối tuần</li>
<li><strong>Số lượng tuyển:</strong> 6</li>
</ul>
<h3>Mô tả công việc</h3>
<ul>
<li>Hướng dẫn các nhóm tối đa 8 em tham gia trải nghiệm nghề lính cứu hỏa, từ phần phổ biến an toàn đến tình huống chữa cháy giả định</li>
<li>Giới thiệu công việc của người lính cứu hỏa bằng ngôn ngữ dễ hiểu, phù hợp với lứa tuổi</li>
<li>Hỗ trợ các em mặc đồng phục, đội mũ bảo hộ và kiểm tra để mọi thứ vừa vặn, an toàn</li>
<li>Giữ khu vực gọn gàng, kiểm đếm dụng cụ và bảo đảm các lượt trải nghiệm diễn ra đúng giờ</li>
<li>Tuân thủ quy trình xử lý tình huống khẩn cấp và báo cáo ngay khi có sự cố</li>
</ul>
<h3>Yêu cầu ứng viên</h3>
<ul>
<li>Tốt nghiệp THPT trở lên; từ đủ 18 tuổi</li>
<li>Năng động, kiên nhẫn và tự tin khi nói trước đám đông</li>
<li>Ưu tiên ứng viên có kinh nghiệm giảng dạy, gia sư, hoạt động trại hè hoặc tổ chức hoạt động cho trẻ em</li>
<li>Có sức khỏe tốt, có thể đứng và di chuyển trong phần lớn thời gian của ca làm việc</li>
</ul>
<h3>Lương và phúc lợi</h3>
<ul>
<li>7.500.000 – 9.000.000 đồng/tháng (trước thuế)</li>
<li>Phụ cấp làm việc cuối tuần và ngày lễ</li>
<li>Hai tuần đào tạo có hưởng lương, bao gồm kỹ năng sơ cứu</li>
<li>Được cấp đồng phục; đóng bảo hiểm xã hội và bảo hiểm y tế đầy đủ</li>
</ul>
<h3>Cách thức ứng tuyển</h3>
<p>Điền mẫu hồ sơ ứng tuyển (CV) của KidVenture và gửi về địa chỉ <strong>careers@kidventure.example</strong> với tiêu đề "Hướng dẫn viên Khu Cứu hỏa – Họ và tên". Bạn có thể gửi kèm một đoạn video ngắn giới thiệu bản thân (không bắt buộc).</p>`,
      fields: {
        department: 'Vận hành công viên – Trải nghiệm nghề nghiệp',
        location: 'Hà Nội',
        employmentType: 'FULL_TIME',
        salaryMin: 7_500_000,
        salaryMax: 9_000_000,
        salaryUnit: 'MONTH',
      },
      dateCd: '10',
      startOffsetDays: -5,
      endOffsetDays: 25,
      daysAgo: 5,
    },
    {
      title: 'Nhân viên hướng dẫn trải nghiệm nghề – Khu Bệnh viện',
      contents: `<h3>Thông tin công việc</h3>
<ul>
<li><strong>Bộ phận:</strong> Vận hành công viên – Trải nghiệm nghề nghiệp</li>
<li><strong>Địa điểm làm việc:</strong> KidVenture City Hà Nội</li>
<li><strong>Hình thức:</strong> Toàn thời gian</li>
<li><strong>Thời gian làm việc:</strong> Ca 8 tiếng, 5 ngày/tuần, bao gồm cuối tuần</li>
<li><strong>Số lượng tuyển:</strong> 4</li>
</ul>
<h3>Mô tả công việc</h3>
<ul>
<li>Tổ chức các trải nghiệm phòng phẫu thuật, phòng cấp cứu và khoa sản cho các em từ 4 đến 14 tuổi</li>
<li>Hướng dẫn các thói quen tốt cho sức khỏe như rửa tay, đánh răng theo cách vui nhộn, dễ nhớ</li>
<li>Hỗ trợ các em sử dụng dụng cụ y tế mô phỏng đúng cách và an toàn</li>
<li>Trấn an các em nhỏ tuổi hoặc còn rụt rè, linh hoạt điều chỉnh hoạt động theo từng nhóm</li>
<li>Phối hợp với chuyên gia của bệnh viện đối tác để cập nhật kịch bản trải nghiệm</li>
</ul>
<h3>Yêu cầu ứng viên</h3>
<ul>
<li>Tốt nghiệp THPT trở lên; từ đủ 18 tuổi</li>
<li>Ưu tiên ứng viên đã học điều dưỡng, y khoa, dược hoặc sư phạm</li>
<li>Ân cần, kiên nhẫn và cẩn thận</li>
<li>Giọng nói rõ ràng, có tinh thần làm việc nhóm</li>
</ul>
<h3>Lương và phúc lợi</h3>
<ul>
<li>7.500.000 – 9.500.000 đồng/tháng (trước thuế)</li>
<li>Được đào tạo trực tiếp bởi đội ngũ y tế của bệnh viện đối tác</li>
<li>Phụ cấp làm việc cuối tuần và ngày lễ</li>
<li>Đóng bảo hiểm xã hội, bảo hiểm y tế; khám sức khỏe định kỳ hằng năm</li>
</ul>
<h3>Cách thức ứng tuyển</h3>
<p>Gửi mẫu hồ sơ ứng tuyển (CV) của KidVenture đã điền đầy đủ về địa chỉ <strong>careers@kidventure.example</strong> với tiêu đề "Hướng dẫn viên Khu Bệnh viện – Họ và tên". Vui lòng đính kèm bản sao các văn bằng, chứng chỉ liên quan.</p>`,
      fields: {
        department: 'Vận hành công viên – Trải nghiệm nghề nghiệp',
        location: 'Hà Nội',
        employmentType: 'FULL_TIME',
        salaryMin: 7_500_000,
        salaryMax: 9_500_000,
        salaryUnit: 'MONTH',
      },
      dateCd: '10',
      startOffsetDays: -12,
      endOffsetDays: 40,
      daysAgo: 12,
    },
    {
      title: 'Nhân viên chăm sóc khách hàng',
      contents: `<h3>Thông tin công việc</h3>
<ul>
<li><strong>Bộ phận:</strong> Dịch vụ khách hàng</li>
<li><strong>Địa điểm làm việc:</strong> KidVenture City Hà Nội</li>
<li><strong>Hình thức:</strong> Toàn thời gian</li>
<li><strong>Thời gian làm việc:</strong> Ca 8 tiếng theo lịch xoay ca</li>
<li><strong>Số lượng tuyển:</strong> 5</li>
</ul>
<h3>Mô tả công việc</h3>
<ul>
<li>Đón tiếp các gia đình tại quầy thông tin và tư vấn lịch trình tham quan</li>
<li>Đăng ký cho trẻ và cấp vòng đeo tay liên kết với cha mẹ hoặc người giám hộ</li>
<li>Giải đáp thắc mắc của khách trực tiếp, qua điện thoại và các kênh trực tuyến</li>
<li>Xử lý bình tĩnh, nhanh chóng các trường hợp thất lạc đồ đạc hoặc trẻ bị lạc</li>
<li>Ghi nhận ý kiến của khách và chuyển đến các bộ phận liên quan</li>
</ul>
<h3>Yêu cầu ứng viên</h3>
<ul>
<li>Tốt nghiệp THPT trở lên</li>
<li>Tối thiểu 6 tháng kinh nghiệm chăm sóc khách hàng</li>
<li>Thân thiện, giao tiếp rõ ràng; biết tiếng Anh cơ bản là một lợi thế</li>
<li>Sử dụng thành thạo máy tính văn phòng</li>
</ul>
<h3>Lương và phúc lợi</h3>
<ul>
<li>8.000.000 – 10.000.000 đồng/tháng (trước thuế)</li>
<li>Phụ cấp ca và lương tháng 13</li>
<li>Đóng bảo hiểm xã hội, bảo hiểm y tế, bảo hiểm thất nghiệp</li>
<li>Vé tham quan miễn phí cho gia đình và quà sinh nhật</li>
</ul>
<h3>Cách thức ứng tuyển</h3>
<p>Điền mẫu hồ sơ ứng tuyển (CV) của KidVenture và gửi về địa chỉ <strong>careers@kidventure.example</strong> với tiêu đề "Nhân viên chăm sóc khách hàng – Họ và tên".</p>`,
      fields: {
        department: 'Dịch vụ khách hàng',
        location: 'Hà Nội',
        employmentType: 'FULL_TIME',
        salaryMin: 8_000_000,
        salaryMax: 10_000_000,
        salaryUnit: 'MONTH',
      },
      dateCd: '10',
      startOffsetDays: -8,
      endOffsetDays: 22,
      daysAgo: 8,
    },
    {
      title: 'Chuyên viên tiếp thị – truyền thông',
      contents: `<h3>Thông tin công việc</h3>
<ul>
<li><strong>Bộ phận:</strong> Tiếp thị và Truyền thông</li>
<li><strong>Địa điểm làm việc:</strong> Văn phòng chính, TP. Hồ Chí Minh</li>
<li><strong>Hình thức:</strong> Toàn thời gian</li>
<li><strong>Thời gian làm việc:</strong> Thứ Hai đến thứ Sáu, 8:30 – 17:30; thỉnh thoảng tham gia sự kiện cuối tuần</li>
<li><strong>Số lượng tuyển:</strong> 1</li>
</ul>
<h3>Mô tả công việc</h3>
<ul>
<li>Lên kế hoạch và triển khai các chiến dịch trực tuyến cho sự kiện và chương trình theo mùa của công viên</li>
<li>Quản lý lịch nội dung và cộng đồng trên mạng xã hội</li>
<li>Phối hợp với các doanh nghiệp đối tác trong những hoạt động quảng bá chung</li>
<li>Làm việc với các công ty quảng cáo, nhiếp ảnh gia và duyệt sản phẩm sáng tạo</li>
<li>Theo dõi hiệu quả chiến dịch và lập báo cáo hằng tháng</li>
</ul>
<h3>Yêu cầu ứng viên</h3>
<ul>
<li>Tốt nghiệp đại học chuyên ngành tiếp thị, truyền thông hoặc lĩnh vực liên quan</li>
<li>Tối thiểu 2 năm kinh nghiệm tiếp thị hướng đến người tiêu dùng, ưu tiên các thương hiệu gia đình, giáo dục hoặc giải trí</li>
<li>Viết tiếng Việt tốt, sử dụng tiếng Anh khá</li>
<li>Có kinh nghiệm thực tế với công cụ quảng cáo và phân tích trên mạng xã hội</li>
</ul>
<h3>Lương và phúc lợi</h3>
<ul>
<li>15.000.000 – 20.000.000 đồng/tháng (trước thuế)</li>
<li>Thưởng theo hiệu quả chiến dịch và lương tháng 13</li>
<li>12 ngày phép năm và bảo hiểm sức khỏe cao cấp</li>
<li>Làm việc từ xa 1 ngày mỗi tuần</li>
</ul>
<h3>Cách thức ứng tuyển</h3>
<p>Gửi mẫu hồ sơ ứng tuyển (CV) của KidVenture đã điền đầy đủ, kèm hai đến ba chiến dịch tiêu biểu bạn từng tham gia, về địa chỉ <strong>careers@kidventure.example</strong> với tiêu đề "Chuyên viên tiếp thị – Họ và tên".</p>`,
      fields: {
        department: 'Tiếp thị và Truyền thông',
        location: 'Thành phố Hồ Chí Minh',
        employmentType: 'FULL_TIME',
        salaryMin: 15_000_000,
        salaryMax: 20_000_000,
        salaryUnit: 'MONTH',
      },
      dateCd: '10',
      startOffsetDays: -15,
      endOffsetDays: 45,
      daysAgo: 15,
    },
    {
      title: 'Quản lý phát triển đối tác',
      contents: `<h3>Thông tin công việc</h3>
<ul>
<li><strong>Bộ phận:</strong> Phát triển kinh doanh</li>
<li><strong>Địa điểm làm việc:</strong> Văn phòng chính, TP. Hồ Chí Minh; thường xuyên công tác Hà Nội</li>
<li><strong>Hình thức:</strong> Toàn thời gian</li>
<li><strong>Thời gian làm việc:</strong> Thứ Hai đến thứ Sáu, 8:30 – 17:30</li>
<li><strong>Số lượng tuyển:</strong> 1</li>
</ul>
<h3>Mô tả công việc</h3>
<ul>
<li>Tìm kiếm và tiếp cận doanh nghiệp, cơ quan nhà nước để tài trợ các khu trải nghiệm nghề</li>
<li>Xây dựng đề xuất hợp tác và đàm phán hợp đồng</li>
<li>Chăm sóc quan hệ với các đối tác hiện có, bao gồm đánh giá hằng năm và gia hạn hợp tác</li>
<li>Phối hợp với bộ phận nội dung để biến ngành nghề của đối tác thành trải nghiệm hấp dẫn cho trẻ</li>
<li>Theo dõi doanh thu từ hợp tác và báo cáo Ban Giám đốc</li>
</ul>
<h3>Yêu cầu ứng viên</h3>
<ul>
<li>Tốt nghiệp đại học chuyên ngành quản trị kinh doanh, tiếp thị hoặc lĩnh vực liên quan</li>
<li>Tối thiểu 5 năm kinh nghiệm kinh doanh với khách hàng doanh nghiệp, tài trợ hoặc quản lý đối tác</li>
<li>Kỹ năng thuyết trình và đàm phán tốt bằng tiếng Việt và tiếng Anh</li>
<li>Sẵn sàng công tác Hà Nội thường xuyên</li>
</ul>
<h3>Lương và phúc lợi</h3>
<ul>
<li>30.000.000 – 40.000.000 đồng/tháng (trước thuế), cộng hoa hồng</li>
<li>Lương tháng 13</li>
<li>Bảo hiểm sức khỏe cao cấp cho bản thân và gia đình</li>
<li>Phụ cấp công tác, được cấp máy tính xách tay và điện thoại</li>
</ul>
<h3>Cách thức ứng tuyển</h3>
<p>Vui lòng gửi mẫu hồ sơ ứng tuyển (CV) của KidVenture đã điền đầy đủ cùng thư giới thiệu ngắn về địa chỉ <strong>careers@kidventure.example</strong> với tiêu đề "Quản lý phát triển đối tác – Họ và tên". Mọi hồ sơ đều được bảo mật.</p>`,
      fields: {
        department: 'Phát triển kinh doanh',
        location: 'Thành phố Hồ Chí Minh',
        employmentType: 'FULL_TIME',
        salaryMin: 30_000_000,
        salaryMax: 40_000_000,
        salaryUnit: 'MONTH',
      },
      dateCd: '10',
      startOffsetDays: -20,
      endOffsetDays: 60,
      daysAgo: 20,
    },
    {
      title: 'Chuyên viên phát triển nội dung giáo dục',
      contents: `<h3>Thông tin công việc</h3>
<ul>
<li><strong>Bộ phận:</strong> Phát triển nội dung</li>
<li><strong>Địa điểm làm việc:</strong> Văn phòng chính, TP. Hồ Chí Minh</li>
<li><strong>Hình thức:</strong> Hợp đồng 12 tháng, có thể gia hạn</li>
<li><strong>Thời gian làm việc:</strong> Thứ Hai đến thứ Sáu, 8:30 – 17:30</li>
<li><strong>Số lượng tuyển:</strong> 2</li>
</ul>
<h3>Mô tả công việc</h3>
<ul>
<li>Thiết kế trải nghiệm nghề mới với mục tiêu học tập, kịch bản và tiến trình hoạt động rõ ràng</li>
<li>Biên soạn cẩm nang cho nhân viên hướng dẫn, phiếu bài tập và tài liệu cho chương trình tham quan học tập</li>
<li>Điều chỉnh nội dung phù hợp với từng nhóm tuổi: 4–6 tuổi, 7–10 tuổi và 11–14 tuổi</li>
<li>Thử nghiệm trải nghiệm mới cùng các em nhỏ và hoàn thiện dựa trên phản hồi</li>
<li>Phối hợp với đối tác và chuyên gia để bảo đảm nội dung chính xác</li>
</ul>
<h3>Yêu cầu ứng viên</h3>
<ul>
<li>Tốt nghiệp đại học chuyên ngành giáo dục, giáo dục mầm non, tâm lý học hoặc lĩnh vực liên quan</li>
<li>Tối thiểu 2 năm kinh nghiệm thiết kế chương trình, soạn giáo án hoặc xây dựng nội dung giáo dục</li>
<li>Sáng tạo, viết tốt và cẩn thận trong từng chi tiết</li>
<li>Đọc hiểu tiếng Anh tốt để nghiên cứu tài liệu</li>
</ul>
<h3>Lương và phúc lợi</h3>
<ul>
<li>16.000.000 – 22.000.000 đồng/tháng (trước thuế)</li>
<li>Ngân sách đào tạo hằng năm và lương tháng 13</li>
<li>14 ngày phép năm</li>
<li>Đóng bảo hiểm xã hội, bảo hiểm y tế, bảo hiểm thất nghiệp</li>
</ul>
<h3>Cách thức ứng tuyển</h3>
<p>Gửi mẫu hồ sơ ứng tuyển (CV) của KidVenture đã điền đầy đủ, kèm một giáo án hoặc hoạt động mẫu do bạn thiết kế, về địa chỉ <strong>careers@kidventure.example</strong> với tiêu đề "Chuyên viên nội dung giáo dục – Họ và tên".</p>`,
      fields: {
        department: 'Phát triển nội dung',
        location: 'Thành phố Hồ Chí Minh',
        employmentType: 'CONTRACTOR',
        salaryMin: 16_000_000,
        salaryMax: 22_000_000,
        salaryUnit: 'MONTH',
      },
      dateCd: '10',
      startOffsetDays: -6,
      endOffsetDays: 34,
      daysAgo: 6,
    },
    {
      title: 'Kỹ thuật viên bảo trì cơ sở vật chất',
      contents: `<h3>Thông tin công việc</h3>
<ul>
<li><strong>Bộ phận:</strong> Kỹ thuật – Cơ sở vật chất</li>
<li><strong>Địa điểm làm việc:</strong> KidVenture City Hà Nội</li>
<li><strong>Hình thức:</strong> Toàn thời gian</li>
<li><strong>Thời gian làm việc:</strong> Ca 8 tiếng, bao gồm ca sáng sớm trước giờ mở cửa</li>
<li><strong>Số lượng tuyển:</strong> 3</li>
</ul>
<h3>Mô tả công việc</h3>
<ul>
<li>Kiểm tra hạng mục, đạo cụ và thiết bị tại tất cả các khu trước giờ mở cửa</li>
<li>Bảo trì định kỳ hệ thống điện, chiếu sáng, âm thanh – hình ảnh và cơ khí</li>
<li>Sửa chữa bàn ghế, đạo cụ và các chi tiết trang trí</li>
<li>Xử lý nhanh các yêu cầu sửa chữa trong giờ hoạt động</li>
<li>Ghi chép đầy đủ nhật ký bảo trì và theo dõi vật tư thay thế</li>
</ul>
<h3>Yêu cầu ứng viên</h3>
<ul>
<li>Tốt nghiệp trung cấp nghề trở lên chuyên ngành điện, cơ khí hoặc lĩnh vực liên quan</li>
<li>Tối thiểu 1 năm kinh nghiệm bảo trì tại trung tâm thương mại, khách sạn hoặc công trình tương tự</li>
<li>Ưu tiên ứng viên có chứng chỉ an toàn điện</li>
<li>Cẩn thận, đáng tin cậy và luôn đặt an toàn lên hàng đầu</li>
</ul>
<h3>Lương và phúc lợi</h3>
<ul>
<li>9.000.000 – 12.000.000 đồng/tháng (trước thuế)</li>
<li>Trả lương làm thêm giờ theo quy định của Bộ luật Lao động</li>
<li>Được cấp dụng cụ, đồng phục và trang bị bảo hộ lao động</li>
<li>Suất ăn trong ca; đóng bảo hiểm xã hội và bảo hiểm y tế</li>
</ul>
<h3>Cách thức ứng tuyển</h3>
<p>Điền mẫu hồ sơ ứng tuyển (CV) của KidVenture, đính kèm bản sao các chứng chỉ nghề và gửi về địa chỉ <strong>careers@kidventure.example</strong> với tiêu đề "Kỹ thuật viên bảo trì – Họ và tên".</p>`,
      fields: {
        department: 'Kỹ thuật – Cơ sở vật chất',
        location: 'Hà Nội',
        employmentType: 'FULL_TIME',
        salaryMin: 9_000_000,
        salaryMax: 12_000_000,
        salaryUnit: 'MONTH',
      },
      dateCd: '10',
      startOffsetDays: -3,
      endOffsetDays: 27,
      daysAgo: 3,
    },
    {
      title: 'Kế toán tổng hợp',
      contents: `<h3>Thông tin công việc</h3>
<ul>
<li><strong>Bộ phận:</strong> Tài chính – Kế toán</li>
<li><strong>Địa điểm làm việc:</strong> Văn phòng chính, TP. Hồ Chí Minh</li>
<li><strong>Hình thức:</strong> Toàn thời gian</li>
<li><strong>Thời gian làm việc:</strong> Thứ Hai đến thứ Sáu, 8:30 – 17:30</li>
<li><strong>Số lượng tuyển:</strong> 1</li>
</ul>
<h3>Mô tả công việc</h3>
<ul>
<li>Hạch toán các nghiệp vụ phát sinh hằng ngày, doanh thu bán vé và các khoản thanh toán với đối tác</li>
<li>Đối chiếu tài khoản ngân hàng và báo cáo thu chi tiền mặt hằng ngày của công viên</li>
<li>Lập tờ khai thuế giá trị gia tăng và các loại thuế khác</li>
<li>Hỗ trợ khóa sổ cuối tháng và lập báo cáo tài chính</li>
<li>Làm việc với đơn vị kiểm toán độc lập trong kỳ kiểm toán hằng năm</li>
</ul>
<h3>Yêu cầu ứng viên</h3>
<ul>
<li>Tốt nghiệp đại học chuyên ngành kế toán hoặc tài chính</li>
<li>Tối thiểu 3 năm kinh nghiệm kế toán</li>
<li>Nắm vững Chuẩn mực kế toán Việt Nam và các quy định về thuế</li>
<li>Sử dụng thành thạo phần mềm kế toán và bảng tính</li>
</ul>
<h3>Lương và phúc lợi</h3>
<ul>
<li>15.000.000 – 19.000.000 đồng/tháng (trước thuế)</li>
<li>Lương tháng 13 và xét tăng lương hằng năm</li>
<li>Đóng bảo hiểm xã hội, bảo hiểm y tế, bảo hiểm thất nghiệp</li>
<li>Khám sức khỏe định kỳ hằng năm</li>
</ul>
<h3>Cách thức ứng tuyển</h3>
<p>Gửi mẫu hồ sơ ứng tuyển (CV) của KidVenture đã điền đầy đủ về địa chỉ <strong>careers@kidventure.example</strong> với tiêu đề "Kế toán tổng hợp – Họ và tên".</p>`,
      fields: {
        department: 'Tài chính – Kế toán',
        location: 'Thành phố Hồ Chí Minh',
        employmentType: 'FULL_TIME',
        salaryMin: 15_000_000,
        salaryMax: 19_000_000,
        salaryUnit: 'MONTH',
      },
      dateCd: '10',
      startOffsetDays: -40,
      endOffsetDays: -5,
      daysAgo: 40,
    },
    {
      title: 'Thu ngân bán vé (bán thời gian)',
      contents: `<h3>Thông tin công việc</h3>
<ul>
<li><strong>Bộ phận:</strong> Dịch vụ khách hàng</li>
<li><strong>Địa điểm làm việc:</strong> KidVenture City Hà Nội</li>
<li><strong>Hình thức:</strong> Bán thời gian</li>
<li><strong>Thời gian làm việc:</strong> Ca 4 – 8 tiếng vào cuối tuần, ngày lễ và kỳ nghỉ học</li>
<li><strong>Số lượng tuyển:</strong> Tuyển dụng thường xuyên quanh năm</li>
</ul>
<h3>Mô tả công việc</h3>
<ul>
<li>Bán và xuất vé tại cổng vào công viên</li>
<li>Thu tiền mặt, thanh toán thẻ và mã QR chính xác</li>
<li>Tư vấn cho khách về các loại vé, chương trình khuyến mãi và thẻ thành viên năm</li>
<li>Kiểm đếm, bàn giao tiền cuối mỗi ca</li>
<li>Hỗ trợ điều phối hàng chờ vào giờ cao điểm</li>
</ul>
<h3>Yêu cầu ứng viên</h3>
<ul>
<li>Từ đủ 18 tuổi; chào đón sinh viên đại học, cao đẳng</li>
<li>Trung thực, cẩn thận và nhanh nhạy với con số</li>
<li>Thân thiện, lịch sự với khách</li>
<li>Có thể làm việc ít nhất 4 ngày cuối tuần mỗi tháng</li>
</ul>
<h3>Lương và phúc lợi</h3>
<ul>
<li>28.000 – 32.000 đồng/giờ, mức lương cao hơn vào các ngày lễ</li>
<li>Lịch làm việc linh hoạt, sắp xếp phù hợp với lịch học</li>
<li>Được đào tạo có hưởng lương trước ca làm việc đầu tiên</li>
<li>Vé tham quan miễn phí cho gia đình</li>
</ul>
<h3>Cách thức ứng tuyển</h3>
<p>Gửi mẫu hồ sơ ứng tuyển (CV) của KidVenture đã điền đầy đủ về địa chỉ <strong>careers@kidventure.example</strong> với tiêu đề "Thu ngân bán thời gian – Họ và tên", và ghi rõ những ngày bạn có thể đi làm.</p>`,
      fields: {
        department: 'Dịch vụ khách hàng',
        location: 'Hà Nội',
        employmentType: 'PART_TIME',
        salaryMin: 28_000,
        salaryMax: 32_000,
        salaryUnit: 'HOUR',
      },
      dateCd: '20',
      daysAgo: 30,
    },
    {
      title: 'Chuyên viên an toàn',
      contents: `<h3>Thông tin công việc</h3>
<ul>
<li><strong>Bộ phận:</strong> An toàn – An ninh</li>
<li><strong>Địa điểm làm việc:</strong> KidVenture City Hà Nội</li>
<li><strong>Hình thức:</strong> Toàn thời gian</li>
<li><strong>Thời gian làm việc:</strong> 5 ngày/tuần theo lịch xoay ca, bao gồm cuối tuần</li>
<li><strong>Số lượng tuyển:</strong> 1</li>
</ul>
<h3>Mô tả công việc</h3>
<ul>
<li>Kiểm tra an toàn hằng ngày tại tất cả các khu trải nghiệm và khu vực công cộng</li>
<li>Quản lý trang thiết bị phòng cháy chữa cháy và cập nhật phương án ứng phó khẩn cấp</li>
<li>Tổ chức diễn tập phòng cháy chữa cháy và huấn luyện sơ cứu cho nhân viên</li>
<li>Điều tra nguyên nhân sự cố và đề xuất biện pháp khắc phục</li>
<li>Làm việc với lực lượng cảnh sát phòng cháy chữa cháy, chính quyền địa phương và quản lý hồ sơ chứng nhận</li>
</ul>
<h3>Yêu cầu ứng viên</h3>
<ul>
<li>Tốt nghiệp cao đẳng trở lên chuyên ngành an toàn lao động, phòng cháy chữa cháy hoặc lĩnh vực liên quan</li>
<li>Tối thiểu 3 năm kinh nghiệm công tác an toàn tại khu vui chơi, trung tâm thương mại hoặc nhà máy</li>
<li>Có chứng chỉ huấn luyện an toàn lao động và phòng cháy chữa cháy còn hiệu lực</li>
<li>Có chứng chỉ sơ cứu; bình tĩnh, quyết đoán khi xử lý tình huống</li>
</ul>
<h3>Lương và phúc lợi</h3>
<ul>
<li>14.000.000 – 18.000.000 đồng/tháng (trước thuế)</li>
<li>Lương tháng 13 và thưởng theo kết quả công tác an toàn</li>
<li>Được hỗ trợ chi phí thi chứng chỉ chuyên môn và các khóa bồi dưỡng</li>
<li>Đóng bảo hiểm xã hội, bảo hiểm y tế, bảo hiểm thất nghiệp</li>
</ul>
<h3>Cách thức ứng tuyển</h3>
<p>Gửi mẫu hồ sơ ứng tuyển (CV) của KidVenture kèm bản sao các chứng chỉ về địa chỉ <strong>careers@kidventure.example</strong> với tiêu đề "Chuyên viên an toàn – Họ và tên".</p>`,
      fields: {
        department: 'An toàn – An ninh',
        location: 'Hà Nội',
        employmentType: 'FULL_TIME',
        salaryMin: 14_000_000,
        salaryMax: 18_000_000,
        salaryUnit: 'MONTH',
      },
      dateCd: '20',
      daysAgo: 60,
    },
    {
      title: 'Điều phối viên sự kiện',
      contents: `<h3>Thông tin công việc</h3>
<ul>
<li><strong>Bộ phận:</strong> Sự kiện</li>
<li><strong>Địa điểm làm việc:</strong> KidVenture City Hà Nội</li>
<li><strong>Hình thức:</strong> Thời vụ, trong sáu tháng mùa sự kiện</li>
<li><strong>Thời gian làm việc:</strong> 5 ngày/tuần; làm việc cuối tuần và buổi tối khi có sự kiện</li>
<li><strong>Số lượng tuyển:</strong> 1</li>
</ul>
<h3>Mô tả công việc</h3>
<ul>
<li>Lên kế hoạch và tổ chức các sự kiện theo mùa như Tết Nguyên đán, Quốc tế Thiếu nhi 1/6 và Tết Trung thu</li>
<li>Tổ chức tiệc sinh nhật, lễ kỷ niệm của trường học và ngày hội gia đình cho doanh nghiệp</li>
<li>Phối hợp với bộ phận vận hành, bộ phận ẩm thực và các doanh nghiệp đối tác</li>
<li>Quản lý nhà cung cấp, ngân sách và tiến độ sự kiện</li>
<li>Lập báo cáo sau sự kiện về lượng khách tham dự và ý kiến phản hồi</li>
</ul>
<h3>Yêu cầu ứng viên</h3>
<ul>
<li>Tốt nghiệp cao đẳng trở lên chuyên ngành tổ chức sự kiện, du lịch, truyền thông hoặc lĩnh vực liên quan</li>
<li>Tối thiểu 2 năm kinh nghiệm tổ chức sự kiện cho gia đình hoặc người tiêu dùng</li>
<li>Làm việc có kế hoạch, khả năng xử lý vấn đề tốt</li>
<li>Sẵn sàng làm việc vào cuối tuần và ngày lễ</li>
</ul>
<h3>Lương và phúc lợi</h3>
<ul>
<li>12.000.000 – 16.000.000 đồng/tháng (trước thuế)</li>
<li>Thưởng theo sự kiện và lương tháng 13</li>
<li>Được nghỉ bù khi làm việc cuối tuần</li>
<li>Đóng bảo hiểm xã hội, bảo hiểm y tế, bảo hiểm thất nghiệp</li>
</ul>
<h3>Cách thức ứng tuyển</h3>
<p>Gửi mẫu hồ sơ ứng tuyển (CV) của KidVenture đã điền đầy đủ cùng mô tả ngắn về một sự kiện bạn từng tổ chức về địa chỉ <strong>careers@kidventure.example</strong> với tiêu đề "Điều phối viên sự kiện – Họ và tên".</p>`,
      fields: {
        department: 'Sự kiện',
        location: 'Hà Nội',
        employmentType: 'TEMPORARY',
        salaryMin: 12_000_000,
        salaryMax: 16_000_000,
        salaryUnit: 'MONTH',
      },
      dateCd: '30',
      daysAgo: 2,
    },
  ],

  faqs: [
    {
      typeCd: '10',
      title: 'Làm thế nào để ứng tuyển vào KidVenture?',
      contents: `<p>Bạn chọn vị trí phù hợp tại trang Tuyển dụng, tải mẫu hồ sơ ứng tuyển (CV) của KidVenture, điền đầy đủ thông tin và gửi về địa chỉ <strong>careers@kidventure.example</strong>. Vui lòng ghi rõ tên vị trí và họ tên của bạn trong tiêu đề thư.</p>
<p>Chúng tôi không nhận hồ sơ qua đường bưu điện hoặc nộp trực tiếp tại công viên.</p>`,
    },
    {
      typeCd: '10',
      title: 'Tôi có bắt buộc phải dùng mẫu CV của KidVenture không?',
      contents: `<p>Có. Mẫu CV giúp chúng tôi xem xét mọi hồ sơ một cách công bằng và nhanh chóng. Bạn có thể gửi kèm CV riêng, hồ sơ năng lực hoặc các chứng chỉ, nhưng hồ sơ không có mẫu CV đã điền đầy đủ có thể sẽ không được xử lý.</p>`,
    },
    {
      typeCd: '10',
      title: 'Quy trình tuyển dụng gồm những bước nào?',
      contents: `<ul>
<li><strong>Sàng lọc hồ sơ:</strong> trong vòng 7 ngày làm việc kể từ khi nhận được hồ sơ</li>
<li><strong>Phỏng vấn:</strong> với bộ phận Nhân sự và quản lý trực tiếp, trực tiếp hoặc trực tuyến</li>
<li><strong>Đánh giá thực tế:</strong> hoạt động nhóm hoặc nhập vai ngắn đối với vị trí tại công viên; bài tập tình huống đối với vị trí văn phòng</li>
<li><strong>Mời nhận việc:</strong> xác minh thông tin tham chiếu và gửi thư mời nhận việc</li>
</ul>
<p>Toàn bộ quy trình thường kéo dài từ hai đến bốn tuần.</p>`,
    },
    {
      typeCd: '10',
      title: 'Có yêu cầu về độ tuổi khi ứng tuyển không?',
      contents: `<p>Ứng viên phải <strong>đủ 18 tuổi</strong> tính đến ngày đầu tiên đi làm. Chúng tôi không giới hạn độ tuổi tối đa và luôn chào đón ứng viên ở mọi lứa tuổi, mọi hoàn cảnh.</p>`,
    },
    {
      typeCd: '20',
      title: 'Sinh viên có thể làm bán thời gian không?',
      contents: `<p>Có. Nhiều nhân viên hướng dẫn, thu ngân bán vé và nhân viên chăm sóc khách hàng của chúng tôi là sinh viên đại học, cao đẳng. Các ca bán thời gian được bố trí vào cuối tuần, ngày lễ và các kỳ nghỉ học, và chúng tôi luôn cố gắng sắp xếp lịch làm việc phù hợp với lịch học của bạn.</p>`,
    },
    {
      typeCd: '20',
      title: 'Tôi có được đào tạo trước khi bắt đầu làm việc không?',
      contents: `<p>Có. Tất cả nhân viên mới đều tham gia <strong>chương trình đào tạo có hưởng lương</strong> trước ca làm việc đầu tiên, bao gồm an toàn trẻ em, sơ cứu, kỹ năng phục vụ khách và quy trình xử lý tình huống khẩn cấp. Sau đó, bạn sẽ được đào tạo chuyên sâu theo khu vực hoặc vị trí của mình; nhân viên hướng dẫn mới sẽ làm việc cùng đồng nghiệp có kinh nghiệm trước khi tự đảm nhận các lượt trải nghiệm.</p>`,
    },
    {
      typeCd: '20',
      title: 'Công ty có cấp đồng phục không?',
      contents: `<p>Có. Nhân viên làm việc tại công viên được cấp đồng phục miễn phí, bao gồm cả trang phục dùng trong các khu trải nghiệm nghề. Bạn nên mang giày kín mũi, thoải mái khi di chuyển. Nhân viên văn phòng chính mặc trang phục công sở lịch sự.</p>`,
    },
    {
      typeCd: '20',
      title: 'Thời gian làm việc và ca làm việc được sắp xếp như thế nào?',
      contents: `<p>Công viên mở cửa từ 9:00 đến 19:00, kéo dài hơn vào cuối tuần và ngày lễ. Nhân viên toàn thời gian tại công viên làm ca 8 tiếng, 5 ngày/tuần theo lịch xoay ca có bao gồm cuối tuần. Lịch làm việc được thông báo trước hai tuần.</p>
<p>Nhân viên văn phòng chính làm việc từ thứ Hai đến thứ Sáu, 8:30 – 17:30.</p>`,
    },
    {
      typeCd: '30',
      title: 'Có thời gian thử việc không?',
      contents: `<p>Có. Thời gian thử việc tùy theo từng vị trí và tuân thủ Bộ luật Lao động, thông thường từ 30 đến 60 ngày. Trong thời gian thử việc, bạn được hưởng nguyên lương và nhận đánh giá từ quản lý trực tiếp vào giữa và cuối kỳ thử việc.</p>`,
    },
    {
      typeCd: '30',
      title: 'Nhân viên được hưởng những phúc lợi gì?',
      contents: `<ul>
<li>Bảo hiểm xã hội, bảo hiểm y tế, bảo hiểm thất nghiệp theo quy định của pháp luật</li>
<li>Lương tháng 13 và thưởng theo hiệu quả công việc</li>
<li>Vé tham quan công viên miễn phí cho gia đình</li>
<li>Suất ăn trong ca làm việc</li>
<li>Khám sức khỏe định kỳ hằng năm</li>
<li>Quà sinh nhật và quà các dịp lễ, Tết</li>
<li>Các chương trình đào tạo và phát triển nghề nghiệp</li>
</ul>`,
    },
  ],

  partners: [
    {
      name: 'Học viện Cứu hỏa và Cứu nạn Sông Hồng',
      typeCd: '10',
      linkUrl: 'https://redriver-rescue.example',
      color: '#c62828',
    },
    {
      name: 'Hội đồng Giáo dục Thiếu nhi Thủ đô',
      typeCd: '10',
      linkUrl: 'https://capital-learning.example',
      color: '#1565c0',
    },
    {
      name: 'Hệ thống Thư viện Công cộng Hoa Sen',
      typeCd: '10',
      linkUrl: 'https://lotus-library.example',
      color: '#8e24aa',
    },
    {
      name: 'Bệnh viện Gia đình Mê Kông',
      typeCd: '20',
      linkUrl: 'https://mekong-hospital.example',
      color: '#00897b',
    },
    { name: 'Ngân hàng Thịnh An', typeCd: '20', linkUrl: 'https://thinhan-bank.example', color: '#283593' },
    {
      name: 'Bảo hiểm Nhân thọ Tre Xanh',
      typeCd: '20',
      linkUrl: 'https://bamboo-life.example',
      color: '#2e7d32',
    },
    {
      name: 'Sữa Thung Lũng Xanh',
      typeCd: '30',
      linkUrl: 'https://greenvalley-dairy.example',
      color: '#7cb342',
    },
    { name: 'Chuỗi Phở Đèn Lồng', typeCd: '30', linkUrl: 'https://lantern-pho.example', color: '#ef6c00' },
    {
      name: 'Tiệm bánh Bình Minh',
      typeCd: '30',
      linkUrl: 'https://sunrise-bakery.example',
      color: '#f9a825',
    },
    {
      name: 'Kênh Thiếu nhi Ánh Sao',
      typeCd: '40',
      linkUrl: 'https://starlight-tv.example',
      color: '#5e35b1',
    },
    {
      name: 'Nhà xuất bản Hạc Giấy',
      typeCd: '40',
      linkUrl: 'https://papercrane-books.example',
      color: '#d81b60',
    },
    {
      name: 'Xưởng phim Hoạt hình Hoa Mai',
      typeCd: '40',
      linkUrl: 'https://hoamai-animation.example',
      color: '#f4511e',
    },
    { name: 'Giao vận Sao Bắc', typeCd: '50', linkUrl: 'https://saobac-logistics.example', color: '#37474f' },
    { name: 'Đồ chơi Nắng Mai', typeCd: '50', linkUrl: 'https://nangmai-toys.example', color: '#6d4c41' },
    {
      name: 'Ô tô Đồng Bằng Xanh',
      typeCd: '50',
      linkUrl: 'https://deltablue-motors.example',
      color: '#0097a7',
    },
  ],

  videos: [
    {
      typeCd: '00',
      title: 'KidVenture City Hà Nội – Phim giới thiệu chính thức',
      youtubeId: 'aqz-KE-bpKQ',
      dateCd: '20',
      daysAgo: 20,
    },
    {
      typeCd: '10',
      title: 'Phi công nhí: Khám phá Khu Hàng không mới',
      youtubeId: 'eRsGyueVLvQ',
      dateCd: '20',
      daysAgo: 4,
    },
    {
      typeCd: '10',
      title: 'Một buổi sáng tại Khu Cứu hỏa',
      youtubeId: 'R6MlUcmOul8',
      dateCd: '20',
      daysAgo: 35,
    },
    {
      typeCd: '10',
      title: 'Gặp gỡ đội ngũ hướng dẫn trải nghiệm nghề',
      youtubeId: 'WhWc3b3KhnY',
      dateCd: '20',
      daysAgo: 60,
    },
    {
      typeCd: '10',
      title: 'Những khoảnh khắc đáng nhớ tại Trại hè KidVenture',
      youtubeId: 'TLkA0RELQ1g',
      dateCd: '20',
      daysAgo: 80,
    },
    {
      typeCd: '10',
      title: 'Ngày hội Thiện nguyện: 800 em nhỏ, 160 ước mơ',
      youtubeId: 'mN0zPOpADL4',
      dateCd: '20',
      daysAgo: 92,
    },
    {
      typeCd: '10',
      title: 'Lễ hội Tết tại KidVenture City Hà Nội',
      youtubeId: 'Z4C82eyhwgU',
      dateCd: '20',
      daysAgo: 185,
    },
    {
      typeCd: '10',
      title: 'Hậu trường: Xây dựng Khu Bệnh viện',
      youtubeId: 'YE7VzlLtp-4',
      dateCd: '30',
      daysAgo: 10,
    },
  ],

  inquiries: [
    {
      typeCd: '10',
      title: 'Đề xuất hợp tác xây dựng khu trải nghiệm nghề làm sô-cô-la',
      contents: `Kính gửi Ban Hợp tác KidVenture,

Tôi là Trưởng phòng Tiếp thị của Ca Cao Việt, đơn vị sản xuất sô-cô-la khép kín từ hạt ca cao đến thành phẩm, thu mua nguyên liệu trực tiếp từ nông dân vùng Đồng bằng sông Cửu Long. Chúng tôi mong muốn tìm hiểu khả năng tài trợ một khu trải nghiệm nghề làm sô-cô-la tại KidVenture City Hà Nội, nơi các em có thể theo chân hành trình từ trái ca cao đến thanh sô-cô-la và tự thiết kế vỏ bọc cho sản phẩm của mình.

Đội ngũ của chúng tôi đang tổ chức các lớp học làm sô-cô-la cuối tuần cho gia đình, vì vậy có thể hỗ trợ xây dựng nội dung hoạt động và đào tạo nhân viên hướng dẫn của công viên. Chúng tôi cũng sẵn sàng cung cấp nguyên liệu và tạp dề mang thương hiệu.

Rất mong Quý công ty gửi giúp thông tin về các gói hợp tác và mặt bằng hiện còn trống trong công viên. Tôi có thể sắp xếp gặp trực tiếp tại Hà Nội vào bất kỳ thời điểm nào trong hai tuần tới.

Trân trọng,
Trần Thùy Linh
Trưởng phòng Tiếp thị, Ca Cao Việt`,
      name: 'Trần Thùy Linh',
      email: 'linh.tran',
      emailDomain: '00',
      emailDomainName: 'cacaoviet.example',
      phone: '0912345678',
      statusCd: '10',
      daysAgo: 2,
    },
    {
      typeCd: '20',
      title: 'Chương trình liên kết dành cho các công ty lữ hành tổ chức tham quan cho trường học',
      contents: `Xin chào Quý công ty,

Du lịch Sen Việt chuyên tổ chức các chuyến tham quan học tập trong ngày cho hơn 150 trường tiểu học tại Hà Nội và các tỉnh lân cận. Nhiều trường đối tác đã đề nghị chúng tôi đưa KidVenture City Hà Nội vào lịch trình tham quan ngoại khóa của năm học tới.

Chúng tôi muốn tìm hiểu KidVenture có chương trình liên kết hoặc đại lý dành cho các công ty lữ hành hay không, bao gồm giá vé đoàn, mức hoa hồng và quy trình đặt chỗ cho các khung giờ dành riêng cho trường học vào ngày thường. Nếu có tài liệu giảng dạy để chúng tôi gửi trước cho nhà trường, rất mong Quý công ty chia sẻ thêm.

Xin cảm ơn và mong sớm nhận được phản hồi.

Phạm Quốc Minh
Phòng Phát triển Kinh doanh, Du lịch Sen Việt`,
      name: 'Phạm Quốc Minh',
      email: 'minhpham.travel',
      emailDomain: '10',
      emailDomainName: 'gmail.com',
      phone: '0987654321',
      statusCd: '20',
      daysAgo: 9,
    },
    {
      typeCd: '10',
      title: 'Tài trợ khu trải nghiệm về an toàn giao thông cho trẻ em',
      contents: `Kính gửi Quý công ty,

Bảo hiểm An Bình đang xây dựng chương trình cộng đồng kéo dài ba năm về an toàn giao thông dành cho trẻ em và gia đình. Chúng tôi tin rằng một khu trải nghiệm nghề về an toàn giao thông tại KidVenture City Hà Nội, chẳng hạn vai cảnh sát giao thông hoặc giáo viên dạy lái xe trên mô hình đường phố thu nhỏ, sẽ là cách lý tưởng để đến gần hơn với các em nhỏ.

Chúng tôi quan tâm đến phương án tài trợ một khu trải nghiệm mới hoặc cải tạo một khu hiện có. Kính mong Quý công ty cho biết các bước tiếp theo và gửi giúp chúng tôi tài liệu giới thiệu về các mô hình hợp tác cũng như đặc điểm khách tham quan của công viên.

Trân trọng,
Lê Kim Anh
Trưởng phòng Thương hiệu và Cộng đồng, Bảo hiểm An Bình`,
      name: 'Lê Kim Anh',
      email: 'kimanh.le',
      emailDomain: '00',
      emailDomainName: 'anbinh-insurance.example',
      phone: '0903456789',
      statusCd: '10',
      daysAgo: 5,
    },
  ],
  applications: [
    {
      job: 1,
      name: 'Phạm Minh Châu',
      email: 'chau.pham@example.com',
      phone: '0987654321',
      coverLetter:
        'Tôi đã làm hướng dẫn viên trại hè cho trẻ từ 6 đến 12 tuổi trong hai mùa hè và có chứng chỉ sơ cứu. Dẫn dắt một buổi diễn tập phòng cháy cho các bạn nhỏ tám tuổi là công việc tôi rất yêu thích.',
      statusCd: '10',
      note: '',
      daysAgo: 1,
    },
    {
      job: 1,
      name: 'Đỗ Quang Huy',
      email: 'huy.do@example.com',
      phone: '0934567890',
      coverLetter: '',
      statusCd: '20',
      note: 'Có thể làm cuối tuần; cần liên hệ tham chiếu ở trường mầm non.',
      daysAgo: 3,
    },
    {
      job: 3,
      name: 'Lê Thị Mai Anh',
      email: 'maianh.le@example.com',
      phone: '0912000111',
      coverLetter:
        'Ba năm làm lễ tân tại một khách sạn gia đình ở Hoàn Kiếm giúp tôi giữ bình tĩnh vào những ngày đông khách và giải thích mọi việc thật dễ hiểu.',
      statusCd: '30',
      note: 'Đã hẹn phỏng vấn 10:00 thứ Hai với trưởng nhóm dịch vụ khách hàng.',
      daysAgo: 6,
    },
    {
      job: 0,
      name: 'Nguyễn Hoàng Long',
      email: 'long.nguyen@example.com',
      phone: '0903222333',
      coverLetter:
        'Tôi đang quản lý một nhóm mười hai người tại khu vui chơi trong nhà ở Long Biên và mong muốn mang kinh nghiệm đó đến một công viên lớn hơn.',
      statusCd: '40',
      note: 'Đã gửi thư mời nhận việc; chờ thống nhất ngày bắt đầu.',
      daysAgo: 12,
    },
    {
      job: 5,
      name: 'Vũ Thanh Tâm',
      email: 'tam.vu@example.com',
      phone: '0976111222',
      coverLetter: '',
      statusCd: '60',
      note: 'Ứng viên muốn làm việc tại TP. Hồ Chí Minh; đã gửi thư cảm ơn và lưu hồ sơ.',
      daysAgo: 20,
    },
  ],
};
