import type { SeedContent } from './types.ts';

export const contentEn: SeedContent = {
  banners: [
    {
      title: 'A City of 160 Jobs',
      contents: 'At KidVenture City Hanoi, children try 160 real jobs and discover who they want to be.',
      linkUrl: '/company/about',
      palette: ['#c0402a', '#ffb547'],
    },
    {
      title: "Shape Tomorrow's Dreamers",
      contents: 'Join the team that brings 160 job experiences to life every day. See our openings.',
      linkUrl: '/career/jobs',
      palette: ['#1d6a84', '#7fd1c7'],
    },
    {
      title: 'Partner With KidVenture',
      contents: 'Give your brand a pavilion where children learn your profession by doing it.',
      linkUrl: '/partner/partnership-inquiry',
      palette: ['#6b3fa0', '#f4a9c4'],
    },
    {
      title: 'News From the Park',
      contents: 'New zones, school programmes, partnerships and community events at KidVenture.',
      linkUrl: '/news/press-release',
      palette: ['#2e7036', '#c9e77a'],
    },
    {
      title: 'Find Us in Hanoi',
      contents: 'Directions, opening hours and parking for the park, and our Ho Chi Minh City head office.',
      linkUrl: '/company/location',
      palette: ['#94461a', '#f7c96b'],
    },
  ],

  news: [
    {
      typeCd: '10',
      title: 'New Aviation Zone Takes Off at KidVenture City Hanoi',
      contents: `<p>KidVenture City Hanoi has opened its new Aviation Zone, the largest addition to the park since it first welcomed visitors. Built around a full-size replica cockpit and a boarding gate modelled on a domestic airport terminal, the zone lets children work as pilots, cabin crew, ground handlers and air traffic controllers.</p>
<p>Each flight is a 30-minute mission. Young pilots complete a pre-flight checklist with an instructor, cabin crew practise safety demonstrations and passenger service, and the control tower team guides the aircraft from pushback to landing on a simulated radar screen.</p>
<h3>What's new in the zone</h3>
<ul>
<li>A motion-base flight simulator for children aged 7 to 14</li>
<li>A cabin crew training room with life-jacket and evacuation-slide drills</li>
<li>A baggage-handling line where younger children sort suitcases by destination</li>
</ul>
<p>"Many children tell us they want to fly, but very few ever see what happens behind the cockpit door," said the park's general manager. "The Aviation Zone gives them that chance and shows how many people work together to make every flight safe."</p>
<p>The Aviation Zone is included in the standard park ticket. Sessions can be booked at the park entrance on the day of your visit.</p>`,
      daysAgo: 3,
    },
    {
      typeCd: '20',
      title: 'Ten New Job Experiences Bring the KidVenture Line-up to 160',
      contents: `<p>KidVenture City Hanoi now offers <strong>160 job experiences</strong>, following the launch of ten new roles across the park this month. The additions were chosen after a year of feedback from parents, teachers and, above all, the children who visit us.</p>
<p>The new experiences are:</p>
<ul>
<li>Drone pilot and aerial photographer</li>
<li>Veterinary nurse at the Pet Care Clinic</li>
<li>Game designer at the Digital Studio</li>
<li>Solar panel installer at the Green Energy House</li>
<li>Pastry chef, barista, news reporter, dental assistant, courier and museum curator</li>
</ul>
<p>Every new experience was developed with an industry partner and reviewed by our education team to make sure children learn a real skill rather than simply wear a costume. Children are paid in the park's own currency for every job they complete, which they can save at the park bank or spend in the city's shops.</p>
<p>Families can find the new experiences on the park map, marked with a yellow "New" star.</p>`,
      daysAgo: 14,
    },
    {
      typeCd: '10',
      title: 'KidVenture Vietnam Signs Partnership With Mekong Family Hospital',
      contents: `<p>KidVenture Vietnam has signed a three-year partnership agreement with Mekong Family Hospital to operate and expand the Hospital Zone at KidVenture City Hanoi.</p>
<p>Under the agreement, the hospital's doctors and nurses will advise on the design of the zone's emergency room, maternity ward and pharmacy, and will train our job-experience hosts to teach health topics in an age-appropriate way. The hospital will also sponsor a new ambulance experience, in which children respond to a simulated emergency call and bring a "patient" safely to the emergency room.</p>
<blockquote>"Children who understand how a hospital works are less afraid when they need one," said the hospital's director of community health. "This partnership lets us reach thousands of families in a way that is both fun and reassuring."</blockquote>
<p>The agreement also includes a free monthly health talk for parents, held in the park's family lounge.</p>
<p>KidVenture Vietnam welcomes partners from every industry. Organisations interested in bringing their profession to the park can contact us through our partnership inquiry page.</p>`,
      daysAgo: 27,
    },
    {
      typeCd: '10',
      title: 'School Field-Trip Programme Opens for the New Academic Year',
      contents: `<p>Bookings are now open for the KidVenture school field-trip programme for the new academic year. Designed for primary and lower-secondary schools, the programme links every visit to topics in the national curriculum.</p>
<h3>How the programme works</h3>
<ul>
<li>Teachers choose one of four learning themes: Community Helpers, Science and Health, Money and Business, or Media and Communication.</li>
<li>Students are divided into small groups, each accompanied by a trained KidVenture host.</li>
<li>Each group completes four to six job experiences linked to its theme.</li>
<li>Teachers receive a pre-visit lesson pack and a post-visit worksheet.</li>
</ul>
<p>Weekday morning slots from Tuesday to Friday are reserved for schools. Discounted group rates apply to groups of 30 students or more, and one teacher is admitted free for every 10 students.</p>
<p>Schools can make a booking through our customer service team. We recommend booking at least three weeks in advance, as the most popular dates fill quickly.</p>`,
      daysAgo: 41,
    },
    {
      typeCd: '10',
      title: 'KidVenture City Hanoi Earns International Safety Certification',
      contents: `<p>KidVenture City Hanoi has been certified under an international standard for safety management at leisure and amusement facilities, following a four-day independent audit of the park's operations.</p>
<p>The auditors reviewed every job-experience zone, together with our emergency procedures, child registration and wristband system, fire safety equipment, food hygiene practices and staff training records.</p>
<p>Safety has been a priority since the park was first designed. Every child who enters wears a wristband linked to a parent or guardian and can only leave with the adult registered to them. Every zone is staffed by trained hosts, and our safety team carries out a full inspection each morning before the gates open.</p>
<p>"This certification belongs to our whole team," said the park's head of safety. "From the technicians who check each installation every morning to the hosts who guide children through every activity, everyone plays a part."</p>
<p>The certification will be maintained through annual surveillance audits.</p>`,
      daysAgo: 58,
    },
    {
      typeCd: '20',
      title: 'KidVenture Summer Camp: Five Days, Twenty Careers',
      contents: `<p>Registration is now open for KidVenture Summer Camp, a five-day day camp for children aged 7 to 12 held at KidVenture City Hanoi.</p>
<p>Campers explore a different field each day, from emergency services and healthcare to media, finance and engineering. By the end of the week, each child will have tried around twenty jobs and presented a short "dream career" project to their group and family.</p>
<h3>Camp at a glance</h3>
<ul>
<li>Monday to Friday, 8:30 a.m. to 4:30 p.m.</li>
<li>Groups of up to 15 children, each led by two camp counsellors</li>
<li>Lunch and two snacks included every day</li>
<li>Bilingual activities in Vietnamese and English</li>
</ul>
<p>Camp runs in weekly sessions throughout June and July. Places are limited, and siblings who register together receive a discount on the second place.</p>`,
      daysAgo: 76,
    },
    {
      typeCd: '10',
      title: 'Charity Day Welcomes 800 Children to KidVenture City Hanoi',
      contents: `<p>For our annual Charity Day, KidVenture City Hanoi closed to the public and opened its doors free of charge to 800 children from social protection centres, children's homes and disadvantaged communities across northern Vietnam.</p>
<p>More than 200 volunteers from KidVenture Vietnam and our partner companies accompanied the children around the park, while our hosts ran all 160 job experiences just as they would on any other day.</p>
<p>Partners also donated school supplies and books and provided free health check-ups. Every child went home with a new backpack and a certificate listing the jobs they had tried.</p>
<blockquote>"For one day, every child here could be a pilot, a doctor or a TV anchor. That is exactly why we built this park," said the CEO of KidVenture Vietnam.</blockquote>
<p>Charity Day takes place every year. Organisations that would like to sponsor the event or volunteer are welcome to contact our partnership team.</p>`,
      daysAgo: 95,
    },
    {
      typeCd: '30',
      title: 'Opening Hours for the 30 April and 1 May Holidays',
      contents: `<p>KidVenture City Hanoi will be open every day throughout the Reunification Day (30 April) and International Labour Day (1 May) holidays, including days on which the park is normally closed.</p>
<ul>
<li><strong>Opening hours:</strong> 9:00 a.m. to 8:00 p.m. (last entry at 6:30 p.m.)</li>
<li>Holiday ticket prices apply throughout the period.</li>
<li>We strongly recommend booking online, as tickets at the gate may sell out.</li>
</ul>
<p>Additional shuttle buses will run between the park and the main bus stops in central Hanoi. Please check our location page for the latest transport information.</p>
<p>Thank you for your understanding. We look forward to welcoming you over the holidays.</p>`,
      daysAgo: 123,
    },
    {
      typeCd: '10',
      title: 'KidVenture City Hanoi Named Best Family Attraction',
      contents: `<p>KidVenture City Hanoi has been named <strong>Best Family Attraction</strong> at the Vietnam Family Experience Awards, an annual programme that recognises leisure and learning destinations selected by parents and a panel of industry judges.</p>
<p>The judges highlighted the park's blend of play and real-world learning, its partnership model with more than 60 companies and public institutions, and its accessibility measures for children with disabilities.</p>
<p>The award caps a year in which the park welcomed a record number of visitors and launched weekday learning programmes for schools.</p>
<p>"Parents tell us their children come home talking about what they want to be when they grow up," said the park's general manager. "That conversation is the real award."</p>`,
      daysAgo: 150,
    },
    {
      typeCd: '20',
      title: 'Celebrate Tet at KidVenture: Calligraphy, Bánh Chưng and More',
      contents: `<p>KidVenture City Hanoi will welcome the Lunar New Year with three weeks of Tet festival activities, running from the week before Tet until the fifteenth day of the first lunar month.</p>
<h3>Festival highlights</h3>
<ul>
<li><strong>Calligraphy corner:</strong> children write New Year wishes with a master calligrapher.</li>
<li><strong>Bánh chưng workshop:</strong> young chefs wrap traditional square sticky rice cakes to take home.</li>
<li><strong>Lucky money at the bank:</strong> children open a savings account and learn how to plan their lucky money.</li>
<li><strong>Lion dance parade:</strong> every afternoon through the streets of the park.</li>
</ul>
<p>All festival activities are included in the park ticket. Visitors wearing áo dài from the second to the fourth day of the New Year will receive a small gift at the entrance.</p>
<p>The park will be closed on Lunar New Year's Eve and the first day of Tet, reopening on the second day.</p>`,
      daysAgo: 188,
    },
    {
      typeCd: '10',
      title: "KidVenture Vietnam to Advise on New Children's Discovery Centre in Da Nang",
      contents: `<p>KidVenture Vietnam has been appointed as consultant for a new children's discovery centre planned in Da Nang, the company's first consulting project outside its own parks.</p>
<p>Our team will advise on the overall concept, the design of hands-on exhibits, staff training and day-to-day operations during the centre's first year. The centre will focus on science, the ocean and the environment, reflecting Da Nang's coastal setting.</p>
<p>Consulting on and managing cultural and educational facilities for children is one of KidVenture Vietnam's three core businesses, alongside building job-experience parks and developing educational content.</p>
<p>"What we have learned from running KidVenture City Hanoi can help other cities give their children high-quality places to learn through play," said the company's director of business development.</p>`,
      daysAgo: 226,
    },
    {
      typeCd: '30',
      title: 'KidVenture Recruits 120 Team Members for the Peak Season',
      contents: `<p>KidVenture Vietnam is recruiting 120 full-time and part-time team members to support KidVenture City Hanoi through the summer and holiday peak season.</p>
<p>Open positions include job-experience hosts, customer service staff, ticketing cashiers, food and beverage staff and maintenance technicians. No previous experience in the leisure industry is required: every new team member completes a paid training programme before their first shift.</p>
<p>We are looking for people who enjoy working with children, communicate clearly and stay calm and friendly on the busiest days. University and college students are welcome to apply for weekend and holiday shifts.</p>
<p>To apply, visit our careers page, download the CV form and send it to <strong>careers@kidventure.example</strong>.</p>`,
      daysAgo: 290,
    },
  ],

  jobs: [
    {
      title: 'Park Supervisor',
      contents: `<h3>Job information</h3>
<ul>
<li><strong>Department:</strong> Park Operations</li>
<li><strong>Location:</strong> KidVenture City Hanoi</li>
<li><strong>Employment type:</strong> Full-time</li>
<li><strong>Working hours:</strong> 5 days a week on a rotating roster, including weekends and public holidays</li>
<li><strong>Openings:</strong> 2</li>
</ul>
<h3>Responsibilities</h3>
<ul>
<li>Supervise daily operations across a cluster of job-experience zones and make sure each one opens on time and to standard</li>
<li>Lead, schedule and coach a team of 15 to 20 hosts</li>
<li>Respond to guest feedback and resolve issues on the park floor</li>
<li>Carry out opening and closing safety checks together with the safety team</li>
<li>Report daily attendance, incidents and maintenance needs to the Operations Manager</li>
</ul>
<h3>Eligibility</h3>
<ul>
<li>College degree or higher in any field</li>
<li>At least 2 years' supervisory experience in hospitality, retail, education or entertainment</li>
<li>Confident communicator; working English is an advantage</li>
<li>Genuinely enjoys working with children and families</li>
</ul>
<h3>Salary and benefits</h3>
<ul>
<li>VND 14,000,000 – 18,000,000 per month (gross), depending on experience</li>
<li>Performance bonus and 13th-month salary</li>
<li>Social, health and unemployment insurance in line with Vietnamese law</li>
<li>Free family tickets and staff meals on shift</li>
</ul>
<h3>How to apply</h3>
<p>Download the KidVenture CV form from our careers page, complete it and send it to <strong>careers@kidventure.example</strong> with the subject line "Park Supervisor – Your full name". Shortlisted candidates will be contacted within 7 working days.</p>`,
      fields: {
        department: 'Park Operations',
        location: 'Hanoi',
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
      title: 'Job-Experience Host – Fire Station Zone',
      contents: `<h3>Job information</h3>
<ul>
<li><strong>Department:</strong> Park Operations – Job Experiences</li>
<li><strong>Location:</strong> KidVenture City Hanoi</li>
<li><strong>Employment type:</strong> Full-time</li>
<li><strong>Working hours:</strong> 8-hour shifts, 5 days a week, including weekends</li>
<li><strong>Openings:</strong> 6</li>
</ul>
<h3>Responsibilities</h3>
<ul>
<li>Guide groups of up to 8 children through the firefighter experience, from the safety briefing to the simulated fire response</li>
<li>Explain what firefighters do in clear, age-appropriate language</li>
<li>Help children put on uniforms and helmets and check that everything fits safely</li>
<li>Keep the zone tidy, the equipment counted and sessions running on schedule</li>
<li>Follow emergency procedures and report any incident immediately</li>
</ul>
<h3>Eligibility</h3>
<ul>
<li>High school diploma or higher; aged 18 or over</li>
<li>Energetic, patient and comfortable speaking in front of groups</li>
<li>Experience in teaching, tutoring, camps or children's activities is an advantage</li>
<li>Able to stand and move around for most of the shift</li>
</ul>
<h3>Salary and benefits</h3>
<ul>
<li>VND 7,500,000 – 9,000,000 per month (gross)</li>
<li>Weekend and public holiday allowance</li>
<li>Paid two-week training programme, including first aid</li>
<li>Uniform provided, plus social and health insurance</li>
</ul>
<h3>How to apply</h3>
<p>Complete the KidVenture CV form and send it to <strong>careers@kidventure.example</strong> with the subject line "Host – Fire Station Zone – Your full name". A short video introducing yourself is welcome but not required.</p>`,
      fields: {
        department: 'Park Operations – Job Experiences',
        location: 'Hanoi',
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
      title: 'Job-Experience Host – Hospital Zone',
      contents: `<h3>Job information</h3>
<ul>
<li><strong>Department:</strong> Park Operations – Job Experiences</li>
<li><strong>Location:</strong> KidVenture City Hanoi</li>
<li><strong>Employment type:</strong> Full-time</li>
<li><strong>Working hours:</strong> 8-hour shifts, 5 days a week, including weekends</li>
<li><strong>Openings:</strong> 4</li>
</ul>
<h3>Responsibilities</h3>
<ul>
<li>Run the surgery, emergency room and maternity ward experiences for children aged 4 to 14</li>
<li>Demonstrate healthy habits such as hand washing and tooth brushing in a playful way</li>
<li>Help children use model medical equipment correctly and safely</li>
<li>Reassure younger or nervous children and adapt each session to the group</li>
<li>Work with trainers from our partner hospital to keep session scripts up to date</li>
</ul>
<h3>Eligibility</h3>
<ul>
<li>High school diploma or higher; aged 18 or over</li>
<li>Studies in nursing, medicine, pharmacy or education are an advantage</li>
<li>Warm, patient and attentive to detail</li>
<li>Clear speaking voice and good teamwork skills</li>
</ul>
<h3>Salary and benefits</h3>
<ul>
<li>VND 7,500,000 – 9,500,000 per month (gross)</li>
<li>Training delivered with medical staff from our partner hospital</li>
<li>Weekend and public holiday allowance</li>
<li>Social and health insurance, annual health check-up</li>
</ul>
<h3>How to apply</h3>
<p>Send your completed KidVenture CV form to <strong>careers@kidventure.example</strong> with the subject line "Host – Hospital Zone – Your full name". Please attach copies of any relevant certificates.</p>`,
      fields: {
        department: 'Park Operations – Job Experiences',
        location: 'Hanoi',
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
      title: 'Customer Service Staff',
      contents: `<h3>Job information</h3>
<ul>
<li><strong>Department:</strong> Guest Services</li>
<li><strong>Location:</strong> KidVenture City Hanoi</li>
<li><strong>Employment type:</strong> Full-time</li>
<li><strong>Working hours:</strong> 8-hour shifts on a rotating roster</li>
<li><strong>Openings:</strong> 5</li>
</ul>
<h3>Responsibilities</h3>
<ul>
<li>Welcome families at the information desk and help them plan their visit</li>
<li>Register children and issue wristbands linked to their parents or guardians</li>
<li>Answer questions in person, by phone and through our online channels</li>
<li>Handle lost property and lost-child procedures calmly and quickly</li>
<li>Record guest feedback and pass it on to the relevant teams</li>
</ul>
<h3>Eligibility</h3>
<ul>
<li>High school diploma or higher</li>
<li>At least 6 months' experience in customer service</li>
<li>Friendly, clear communicator; basic English is an advantage</li>
<li>Basic computer skills</li>
</ul>
<h3>Salary and benefits</h3>
<ul>
<li>VND 8,000,000 – 10,000,000 per month (gross)</li>
<li>Shift allowance and 13th-month salary</li>
<li>Social, health and unemployment insurance</li>
<li>Free park tickets for your family and birthday gifts</li>
</ul>
<h3>How to apply</h3>
<p>Complete the KidVenture CV form and send it to <strong>careers@kidventure.example</strong> with the subject line "Customer Service Staff – Your full name".</p>`,
      fields: {
        department: 'Guest Services',
        location: 'Hanoi',
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
      title: 'Marketing Executive',
      contents: `<h3>Job information</h3>
<ul>
<li><strong>Department:</strong> Marketing and Communications</li>
<li><strong>Location:</strong> Head office, Ho Chi Minh City</li>
<li><strong>Employment type:</strong> Full-time</li>
<li><strong>Working hours:</strong> Monday to Friday, 8:30 a.m. to 5:30 p.m., with occasional weekend events</li>
<li><strong>Openings:</strong> 1</li>
</ul>
<h3>Responsibilities</h3>
<ul>
<li>Plan and run digital campaigns for park events and seasonal programmes</li>
<li>Manage the social media content calendar and online community</li>
<li>Coordinate co-marketing activities with our partner companies</li>
<li>Brief agencies and photographers and review creative work</li>
<li>Track campaign performance and prepare monthly reports</li>
</ul>
<h3>Eligibility</h3>
<ul>
<li>Bachelor's degree in marketing, communications or a related field</li>
<li>At least 2 years' experience in consumer marketing, ideally for family, education or leisure brands</li>
<li>Excellent writing skills in Vietnamese and good English</li>
<li>Hands-on experience with social media advertising and analytics tools</li>
</ul>
<h3>Salary and benefits</h3>
<ul>
<li>VND 15,000,000 – 20,000,000 per month (gross)</li>
<li>Campaign performance bonus and 13th-month salary</li>
<li>12 days of annual leave and private health insurance</li>
<li>One remote working day per week</li>
</ul>
<h3>How to apply</h3>
<p>Send the completed KidVenture CV form, together with two or three samples of campaigns you have worked on, to <strong>careers@kidventure.example</strong> with the subject line "Marketing Executive – Your full name".</p>`,
      fields: {
        department: 'Marketing and Communications',
        location: 'Ho Chi Minh City',
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
      title: 'Partnership Manager',
      contents: `<h3>Job information</h3>
<ul>
<li><strong>Department:</strong> Business Development</li>
<li><strong>Location:</strong> Head office, Ho Chi Minh City, with regular travel to Hanoi</li>
<li><strong>Employment type:</strong> Full-time</li>
<li><strong>Working hours:</strong> Monday to Friday, 8:30 a.m. to 5:30 p.m.</li>
<li><strong>Openings:</strong> 1</li>
</ul>
<h3>Responsibilities</h3>
<ul>
<li>Identify and approach companies and public institutions to sponsor job-experience zones</li>
<li>Prepare partnership proposals and negotiate agreements</li>
<li>Manage relationships with existing partners, including annual reviews and renewals</li>
<li>Work with the content team to turn each partner's profession into an engaging experience for children</li>
<li>Track partnership revenue and report to the Board of Directors</li>
</ul>
<h3>Eligibility</h3>
<ul>
<li>Bachelor's degree in business, marketing or a related field</li>
<li>At least 5 years' experience in B2B sales, sponsorship or partnership management</li>
<li>Strong presentation and negotiation skills in Vietnamese and English</li>
<li>Willing to travel to Hanoi regularly</li>
</ul>
<h3>Salary and benefits</h3>
<ul>
<li>VND 30,000,000 – 40,000,000 per month (gross), plus commission</li>
<li>13th-month salary</li>
<li>Private health insurance for you and your family</li>
<li>Travel allowance, laptop and mobile phone</li>
</ul>
<h3>How to apply</h3>
<p>Please send the completed KidVenture CV form and a short cover letter to <strong>careers@kidventure.example</strong> with the subject line "Partnership Manager – Your full name". All applications are treated in confidence.</p>`,
      fields: {
        department: 'Business Development',
        location: 'Ho Chi Minh City',
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
      title: 'Education Content Developer',
      contents: `<h3>Job information</h3>
<ul>
<li><strong>Department:</strong> Content Development</li>
<li><strong>Location:</strong> Head office, Ho Chi Minh City</li>
<li><strong>Employment type:</strong> Contract, 12 months, renewable</li>
<li><strong>Working hours:</strong> Monday to Friday, 8:30 a.m. to 5:30 p.m.</li>
<li><strong>Openings:</strong> 2</li>
</ul>
<h3>Responsibilities</h3>
<ul>
<li>Design new job experiences with clear learning goals, scripts and activity flows</li>
<li>Write host guides, worksheets and materials for the school field-trip programme</li>
<li>Adapt content for different age groups: 4 to 6, 7 to 10 and 11 to 14</li>
<li>Test new experiences with children and refine them based on feedback</li>
<li>Work with partners and subject experts to ensure every experience is accurate</li>
</ul>
<h3>Eligibility</h3>
<ul>
<li>Bachelor's degree in education, early childhood education, psychology or a related field</li>
<li>At least 2 years' experience in curriculum design, lesson planning or educational content</li>
<li>Creative writer with strong attention to detail</li>
<li>Good English reading skills for research</li>
</ul>
<h3>Salary and benefits</h3>
<ul>
<li>VND 16,000,000 – 22,000,000 per month (gross)</li>
<li>Annual training budget and 13th-month salary</li>
<li>14 days of annual leave</li>
<li>Social, health and unemployment insurance</li>
</ul>
<h3>How to apply</h3>
<p>Send the completed KidVenture CV form and a sample lesson plan or activity you have designed to <strong>careers@kidventure.example</strong> with the subject line "Content Developer – Your full name".</p>`,
      fields: {
        department: 'Content Development',
        location: 'Ho Chi Minh City',
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
      title: 'Facility Maintenance Technician',
      contents: `<h3>Job information</h3>
<ul>
<li><strong>Department:</strong> Facilities</li>
<li><strong>Location:</strong> KidVenture City Hanoi</li>
<li><strong>Employment type:</strong> Full-time</li>
<li><strong>Working hours:</strong> 8-hour shifts, including early mornings before the park opens</li>
<li><strong>Openings:</strong> 3</li>
</ul>
<h3>Responsibilities</h3>
<ul>
<li>Inspect installations, props and equipment in every zone before the park opens</li>
<li>Carry out preventive maintenance on electrical, lighting, audio-visual and mechanical systems</li>
<li>Repair furniture, props and set pieces</li>
<li>Respond quickly to maintenance requests during opening hours</li>
<li>Keep accurate maintenance logs and spare-parts records</li>
</ul>
<h3>Eligibility</h3>
<ul>
<li>Vocational diploma in electrical, mechanical or a related trade</li>
<li>At least 1 year of maintenance experience in a shopping centre, hotel or similar venue</li>
<li>An electrical safety certificate is an advantage</li>
<li>Careful, reliable and safety-minded</li>
</ul>
<h3>Salary and benefits</h3>
<ul>
<li>VND 9,000,000 – 12,000,000 per month (gross)</li>
<li>Overtime paid in line with the Labour Code</li>
<li>Tools, uniform and personal protective equipment provided</li>
<li>Staff meals on shift, plus social and health insurance</li>
</ul>
<h3>How to apply</h3>
<p>Complete the KidVenture CV form, attach copies of your trade certificates and send it to <strong>careers@kidventure.example</strong> with the subject line "Maintenance Technician – Your full name".</p>`,
      fields: {
        department: 'Facilities',
        location: 'Hanoi',
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
      title: 'Accountant',
      contents: `<h3>Job information</h3>
<ul>
<li><strong>Department:</strong> Finance and Accounting</li>
<li><strong>Location:</strong> Head office, Ho Chi Minh City</li>
<li><strong>Employment type:</strong> Full-time</li>
<li><strong>Working hours:</strong> Monday to Friday, 8:30 a.m. to 5:30 p.m.</li>
<li><strong>Openings:</strong> 1</li>
</ul>
<h3>Responsibilities</h3>
<ul>
<li>Record daily transactions, ticket revenue and partner payments</li>
<li>Reconcile bank accounts and daily cash reports from the park</li>
<li>Prepare VAT and other tax declarations</li>
<li>Support month-end closing and the preparation of financial statements</li>
<li>Work with external auditors during the annual audit</li>
</ul>
<h3>Eligibility</h3>
<ul>
<li>Bachelor's degree in accounting or finance</li>
<li>At least 3 years' accounting experience</li>
<li>Sound knowledge of Vietnamese Accounting Standards and tax regulations</li>
<li>Proficient with accounting software and spreadsheets</li>
</ul>
<h3>Salary and benefits</h3>
<ul>
<li>VND 15,000,000 – 19,000,000 per month (gross)</li>
<li>13th-month salary and annual performance review</li>
<li>Social, health and unemployment insurance</li>
<li>Annual health check-up</li>
</ul>
<h3>How to apply</h3>
<p>Send the completed KidVenture CV form to <strong>careers@kidventure.example</strong> with the subject line "Accountant – Your full name".</p>`,
      fields: {
        department: 'Finance and Accounting',
        location: 'Ho Chi Minh City',
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
      title: 'Ticketing Cashier (Part-time)',
      contents: `<h3>Job information</h3>
<ul>
<li><strong>Department:</strong> Guest Services</li>
<li><strong>Location:</strong> KidVenture City Hanoi</li>
<li><strong>Employment type:</strong> Part-time</li>
<li><strong>Working hours:</strong> 4- to 8-hour shifts on weekends, public holidays and school vacations</li>
<li><strong>Openings:</strong> Recruiting all year round</li>
</ul>
<h3>Responsibilities</h3>
<ul>
<li>Sell and issue tickets at the park entrance</li>
<li>Handle cash, card and QR-code payments accurately</li>
<li>Explain ticket types, promotions and annual passes to guests</li>
<li>Balance the cash drawer at the end of each shift</li>
<li>Help manage queues at peak times</li>
</ul>
<h3>Eligibility</h3>
<ul>
<li>Aged 18 or over; university and college students are welcome</li>
<li>Honest, careful with money and good with numbers</li>
<li>Friendly and polite with guests</li>
<li>Available for at least four weekend days per month</li>
</ul>
<h3>Salary and benefits</h3>
<ul>
<li>VND 28,000 – 32,000 per hour, with higher rates on public holidays</li>
<li>Flexible schedule planned around your studies</li>
<li>Paid training before your first shift</li>
<li>Free park visit for your family</li>
</ul>
<h3>How to apply</h3>
<p>Send the completed KidVenture CV form to <strong>careers@kidventure.example</strong> with the subject line "Part-time Cashier – Your full name", and tell us which days you are available.</p>`,
      fields: {
        department: 'Guest Services',
        location: 'Hanoi',
        employmentType: 'PART_TIME',
        salaryMin: 28_000,
        salaryMax: 32_000,
        salaryUnit: 'HOUR',
      },
      dateCd: '20',
      daysAgo: 30,
    },
    {
      title: 'Safety Officer',
      contents: `<h3>Job information</h3>
<ul>
<li><strong>Department:</strong> Safety and Security</li>
<li><strong>Location:</strong> KidVenture City Hanoi</li>
<li><strong>Employment type:</strong> Full-time</li>
<li><strong>Working hours:</strong> 5 days a week on a rotating roster, including weekends</li>
<li><strong>Openings:</strong> 1</li>
</ul>
<h3>Responsibilities</h3>
<ul>
<li>Conduct daily safety inspections of all zones and public areas</li>
<li>Maintain fire prevention equipment and keep emergency plans up to date</li>
<li>Organise fire drills and first-aid training for staff</li>
<li>Investigate incidents and recommend corrective actions</li>
<li>Liaise with the local fire police and authorities and keep certification records in order</li>
</ul>
<h3>Eligibility</h3>
<ul>
<li>College degree or higher in occupational safety, fire prevention or a related field</li>
<li>At least 3 years' safety experience in public venues, shopping centres or factories</li>
<li>Valid occupational safety and fire prevention certificates</li>
<li>First-aid certificate; calm and decisive under pressure</li>
</ul>
<h3>Salary and benefits</h3>
<ul>
<li>VND 14,000,000 – 18,000,000 per month (gross)</li>
<li>13th-month salary and safety performance bonus</li>
<li>Funded professional certification and refresher courses</li>
<li>Social, health and unemployment insurance</li>
</ul>
<h3>How to apply</h3>
<p>Send the completed KidVenture CV form with copies of your certificates to <strong>careers@kidventure.example</strong> with the subject line "Safety Officer – Your full name".</p>`,
      fields: {
        department: 'Safety and Security',
        location: 'Hanoi',
        employmentType: 'FULL_TIME',
        salaryMin: 14_000_000,
        salaryMax: 18_000_000,
        salaryUnit: 'MONTH',
      },
      dateCd: '20',
      daysAgo: 60,
    },
    {
      title: 'Event Coordinator',
      contents: `<h3>Job information</h3>
<ul>
<li><strong>Department:</strong> Events</li>
<li><strong>Location:</strong> KidVenture City Hanoi</li>
<li><strong>Employment type:</strong> Temporary, for the six months of the events season</li>
<li><strong>Working hours:</strong> 5 days a week, with weekend and evening work during events</li>
<li><strong>Openings:</strong> 1</li>
</ul>
<h3>Responsibilities</h3>
<ul>
<li>Plan and run seasonal events such as Tet, Children's Day and the Mid-Autumn Festival</li>
<li>Organise birthday parties, school celebrations and corporate family days</li>
<li>Coordinate with park operations, food and beverage and partner companies</li>
<li>Manage suppliers, event budgets and timelines</li>
<li>Prepare post-event reports with attendance and guest feedback</li>
</ul>
<h3>Eligibility</h3>
<ul>
<li>College degree or higher in events, tourism, communications or a related field</li>
<li>At least 2 years' experience organising family or consumer events</li>
<li>Highly organised, with strong problem-solving skills</li>
<li>Comfortable working on weekends and public holidays</li>
</ul>
<h3>Salary and benefits</h3>
<ul>
<li>VND 12,000,000 – 16,000,000 per month (gross)</li>
<li>Event bonus and 13th-month salary</li>
<li>Time off in lieu for weekend work</li>
<li>Social, health and unemployment insurance</li>
</ul>
<h3>How to apply</h3>
<p>Send the completed KidVenture CV form and a short description of an event you have organised to <strong>careers@kidventure.example</strong> with the subject line "Event Coordinator – Your full name".</p>`,
      fields: {
        department: 'Events',
        location: 'Hanoi',
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
      title: 'How do I apply for a position at KidVenture?',
      contents: `<p>Choose a position on our Jobs page, download the KidVenture CV form, complete it and send it to <strong>careers@kidventure.example</strong>. Please include the job title and your full name in the subject line.</p>
<p>We do not accept applications by post or in person at the park.</p>`,
    },
    {
      typeCd: '10',
      title: 'Do I have to use the KidVenture CV form?',
      contents: `<p>Yes. Our CV form helps us review every application fairly and quickly. You are welcome to attach your own CV, portfolio or certificates as well, but applications without a completed form may not be processed.</p>`,
    },
    {
      typeCd: '10',
      title: 'What does the recruitment process involve?',
      contents: `<ul>
<li><strong>CV screening:</strong> within 7 working days of receiving your application</li>
<li><strong>Interview:</strong> with HR and the hiring manager, in person or online</li>
<li><strong>Practical assessment:</strong> a short group activity or role-play for park roles, or a case study for office roles</li>
<li><strong>Offer:</strong> reference check and job offer</li>
</ul>
<p>The whole process usually takes two to four weeks.</p>`,
    },
    {
      typeCd: '10',
      title: 'Is there a minimum age to apply?',
      contents: `<p>All applicants must be at least <strong>18 years old</strong> on their first working day. There is no upper age limit: we welcome applicants of all ages and backgrounds.</p>`,
    },
    {
      typeCd: '20',
      title: 'Can students work part-time?',
      contents: `<p>Yes. Many of our hosts, ticketing cashiers and customer service staff are university and college students. Part-time shifts are available on weekends, public holidays and during school vacations, and we plan rosters around your timetable wherever possible.</p>`,
    },
    {
      typeCd: '20',
      title: 'Will I receive training before I start?',
      contents: `<p>Yes. Every new team member completes a <strong>paid training programme</strong> before their first shift, covering child safety, first aid, guest service and emergency procedures. This is followed by training for your specific zone or role, and new hosts shadow an experienced colleague before running sessions on their own.</p>`,
    },
    {
      typeCd: '20',
      title: 'Is a uniform provided?',
      contents: `<p>Yes. Park staff receive their uniforms free of charge, including the costumes used in the job-experience zones. We ask you to wear comfortable closed-toe shoes. Head office staff follow a smart-casual dress code.</p>`,
    },
    {
      typeCd: '20',
      title: 'What are the working hours and shifts?',
      contents: `<p>The park is open from 9:00 a.m. to 7:00 p.m., with extended hours on weekends and public holidays. Full-time park staff work 8-hour shifts, five days a week, on a rotating roster that includes weekends. Rosters are published two weeks in advance.</p>
<p>Head office staff work Monday to Friday, 8:30 a.m. to 5:30 p.m.</p>`,
    },
    {
      typeCd: '30',
      title: 'Is there a probation period?',
      contents: `<p>Yes. The length of probation depends on the position and follows the Vietnamese Labour Code, usually between 30 and 60 days. You receive your full salary during probation, and your manager will give you feedback at the midpoint and at the end of the period.</p>`,
    },
    {
      typeCd: '30',
      title: 'What benefits do employees receive?',
      contents: `<ul>
<li>Social, health and unemployment insurance in line with Vietnamese law</li>
<li>13th-month salary and performance bonuses</li>
<li>Free park tickets for your family</li>
<li>Staff meals during shifts</li>
<li>Annual health check-up</li>
<li>Birthday and holiday gifts</li>
<li>Training and career development programmes</li>
</ul>`,
    },
  ],

  partners: [
    {
      name: 'Red River Fire and Rescue Academy',
      typeCd: '10',
      linkUrl: 'https://redriver-rescue.example',
      color: '#c62828',
    },
    {
      name: "Capital Children's Learning Council",
      typeCd: '10',
      linkUrl: 'https://capital-learning.example',
      color: '#1565c0',
    },
    {
      name: 'Lotus Public Library Network',
      typeCd: '10',
      linkUrl: 'https://lotus-library.example',
      color: '#8e24aa',
    },
    {
      name: 'Mekong Family Hospital',
      typeCd: '20',
      linkUrl: 'https://mekong-hospital.example',
      color: '#00897b',
    },
    { name: 'Thinh An Bank', typeCd: '20', linkUrl: 'https://thinhan-bank.example', color: '#283593' },
    { name: 'Bamboo Life Assurance', typeCd: '20', linkUrl: 'https://bamboo-life.example', color: '#2e7d32' },
    {
      name: 'Green Valley Dairy',
      typeCd: '30',
      linkUrl: 'https://greenvalley-dairy.example',
      color: '#7cb342',
    },
    { name: 'Lantern Pho Kitchens', typeCd: '30', linkUrl: 'https://lantern-pho.example', color: '#ef6c00' },
    { name: 'Sunrise Bakery', typeCd: '30', linkUrl: 'https://sunrise-bakery.example', color: '#f9a825' },
    { name: 'Starlight Kids TV', typeCd: '40', linkUrl: 'https://starlight-tv.example', color: '#5e35b1' },
    {
      name: 'Paper Crane Publishing',
      typeCd: '40',
      linkUrl: 'https://papercrane-books.example',
      color: '#d81b60',
    },
    {
      name: 'Hoa Mai Animation Studio',
      typeCd: '40',
      linkUrl: 'https://hoamai-animation.example',
      color: '#f4511e',
    },
    {
      name: 'Sao Bac Logistics',
      typeCd: '50',
      linkUrl: 'https://saobac-logistics.example',
      color: '#37474f',
    },
    { name: 'Nang Mai Toys', typeCd: '50', linkUrl: 'https://nangmai-toys.example', color: '#6d4c41' },
    {
      name: 'Delta Blue Motors',
      typeCd: '50',
      linkUrl: 'https://deltablue-motors.example',
      color: '#0097a7',
    },
  ],

  videos: [
    {
      typeCd: '00',
      title: 'KidVenture City Hanoi – Official Park Film',
      youtubeId: 'aqz-KE-bpKQ',
      dateCd: '20',
      daysAgo: 20,
    },
    {
      typeCd: '10',
      title: 'Little Pilots: Inside the New Aviation Zone',
      youtubeId: 'eRsGyueVLvQ',
      dateCd: '20',
      daysAgo: 4,
    },
    {
      typeCd: '10',
      title: 'A Morning at the Fire Station Zone',
      youtubeId: 'R6MlUcmOul8',
      dateCd: '20',
      daysAgo: 35,
    },
    {
      typeCd: '10',
      title: 'Meet Our Job-Experience Hosts',
      youtubeId: 'WhWc3b3KhnY',
      dateCd: '20',
      daysAgo: 60,
    },
    { typeCd: '10', title: 'Summer Camp Highlights', youtubeId: 'TLkA0RELQ1g', dateCd: '20', daysAgo: 80 },
    {
      typeCd: '10',
      title: 'Charity Day: 800 Children, 160 Dreams',
      youtubeId: 'mN0zPOpADL4',
      dateCd: '20',
      daysAgo: 92,
    },
    {
      typeCd: '10',
      title: 'Tet Festival at KidVenture City Hanoi',
      youtubeId: 'Z4C82eyhwgU',
      dateCd: '20',
      daysAgo: 185,
    },
    {
      typeCd: '10',
      title: 'Behind the Scenes: Building the Hospital Zone',
      youtubeId: 'YE7VzlLtp-4',
      dateCd: '30',
      daysAgo: 10,
    },
  ],

  inquiries: [
    {
      typeCd: '10',
      title: 'Proposal for a chocolate-making job experience',
      contents: `Dear KidVenture partnership team,

I am the marketing manager of Cacao Viet Chocolate, a bean-to-bar chocolate maker working with cocoa farmers in the Mekong Delta. We would like to explore sponsoring a chocolate-making job experience at KidVenture City Hanoi, where children could follow the journey from cocoa pod to chocolate bar and design their own wrapper.

Our team already runs weekend workshops for families, so we can support the design of the activity and the training of your hosts. We would also be glad to supply ingredients and branded aprons.

Could you please send us your partnership packages and let us know what space is currently available in the park? I would be happy to meet in Hanoi at any time in the next two weeks.

Kind regards,
Tran Thuy Linh
Marketing Manager, Cacao Viet Chocolate`,
      name: 'Tran Thuy Linh',
      email: 'linh.tran',
      emailDomain: '00',
      emailDomainName: 'cacaoviet.example',
      phone: '0912345678',
      statusCd: '10',
      daysAgo: 2,
    },
    {
      typeCd: '20',
      title: 'Affiliate programme for school tour operators',
      contents: `Hello,

Sen Viet Travel organises educational day trips for more than 150 primary schools in Hanoi and the neighbouring provinces. Several of our partner schools have asked us to include KidVenture City Hanoi in their field-trip itineraries for the coming school year.

We would like to know whether KidVenture offers an affiliate or reseller programme for tour operators, including group rates, commission terms and the booking process for weekday school slots. We would also appreciate any teaching materials we could share with schools before their visit.

Thank you, and I look forward to hearing from you.

Pham Quoc Minh
Business Development, Sen Viet Travel`,
      name: 'Pham Quoc Minh',
      email: 'minhpham.travel',
      emailDomain: '10',
      emailDomainName: 'gmail.com',
      phone: '0987654321',
      statusCd: '20',
      daysAgo: 9,
    },
    {
      typeCd: '10',
      title: 'Sponsoring a road safety experience for children',
      contents: `Dear Sir or Madam,

An Binh Insurance is preparing a three-year community programme on road safety for children and families. We believe a road safety job experience at KidVenture City Hanoi, for example a traffic police officer or driving instructor role on a child-sized road layout, would be an ideal way to reach young audiences.

We are interested in sponsoring either a new zone or an existing one that could be adapted. Could you please let us know the next steps and send us an overview of your partnership models and visitor profile?

Best regards,
Le Kim Anh
Head of Brand and Community, An Binh Insurance`,
      name: 'Le Kim Anh',
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
      name: 'Pham Minh Chau',
      email: 'chau.pham@example.com',
      phone: '0987654321',
      coverLetter:
        'I have spent two summers as a camp counsellor for children aged 6 to 12 and I hold a first-aid certificate. Leading a fire-drill role play for a group of curious eight-year-olds is exactly the kind of work I enjoy.',
      statusCd: '10',
      note: '',
      daysAgo: 1,
    },
    {
      job: 1,
      name: 'Do Quang Huy',
      email: 'huy.do@example.com',
      phone: '0934567890',
      coverLetter: '',
      statusCd: '20',
      note: 'Good availability at weekends; check references from the kindergarten.',
      daysAgo: 3,
    },
    {
      job: 3,
      name: 'Le Thi Mai Anh',
      email: 'maianh.le@example.com',
      phone: '0912000111',
      coverLetter:
        'Three years at the front desk of a family hotel in Hoan Kiem taught me to stay calm on busy days and to explain things simply, in Vietnamese and English.',
      statusCd: '30',
      note: 'Interview booked for Monday 10:00 with the guest services lead.',
      daysAgo: 6,
    },
    {
      job: 0,
      name: 'Nguyen Hoang Long',
      email: 'long.nguyen@example.com',
      phone: '0903222333',
      coverLetter:
        'I supervise a team of twelve at an indoor play centre in Long Bien and would like to bring that experience to a larger park.',
      statusCd: '40',
      note: 'Offer sent; start date to be agreed.',
      daysAgo: 12,
    },
    {
      job: 5,
      name: 'Vu Thanh Tam',
      email: 'tam.vu@example.com',
      phone: '0976111222',
      coverLetter: '',
      statusCd: '60',
      note: 'Looking for a role in Ho Chi Minh City; thanked and kept on file.',
      daysAgo: 20,
    },
  ],
};
