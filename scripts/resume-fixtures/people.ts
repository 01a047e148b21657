/** Fictional people for the resume fixtures (scripts/make-resume-fixtures.ts). Any likeness is chance. */

export interface SkillGroup {
  /** Printed as a label ("Clinical:") before the items, or absent for a plain list. */
  label?: string;
  items: string[];
}

export interface Job {
  title: string;
  company: string;
  dates: string;
  location: string;
  bullets: string[];
}

export interface School {
  degree: string;
  school: string;
  dates: string;
  location: string;
  gpa?: string;
}

export interface Person {
  id: string;
  name: string;
  headline: string;
  email: string;
  phone: string;
  location: string;
  links: string[];
  summary: string;
  skills: SkillGroup[];
  experience: Job[];
  education: School[];
  certifications: string[];
  /** Printed, but outside the scored shape. */
  languages?: string[];
}

export const PEOPLE: Person[] = [
  {
    id: 'nurse-amara-okafor',
    name: 'Amara Okafor',
    headline: 'Registered Nurse',
    email: 'amara.okafor@example.com',
    phone: '(614) 555-0142',
    location: 'Columbus, OH',
    links: ['linkedin.com/in/amara-okafor-rn'],
    summary:
      'Registered nurse with eight years of acute care experience in cardiac and medical-surgical units. Calm under pressure, precise with medication administration and known for clear patient education.',
    skills: [
      {
        label: 'Clinical',
        items: ['Telemetry Monitoring', 'IV Therapy', 'Wound Care', 'Medication Administration'],
      },
      { label: 'Systems', items: ['Epic', 'Pyxis MedStation', 'Cerner'] },
    ],
    experience: [
      {
        title: 'Charge Nurse',
        company: 'Riverside Methodist Hospital',
        dates: 'Mar 2020 – Present',
        location: 'Columbus, OH',
        bullets: [
          'Coordinate care for a 32-bed cardiac step-down unit and assign staff across day shifts',
          'Cut medication errors on the unit by 18% by introducing a double-check protocol for high-alert drugs',
          'Precept new graduate nurses through a twelve-week orientation programme',
        ],
      },
      {
        title: 'Staff Nurse',
        company: 'Grant Medical Center',
        dates: 'Jun 2016 – Feb 2020',
        location: 'Columbus, OH',
        bullets: [
          'Delivered post-operative care to up to six medical-surgical patients per shift',
          'Served on the falls prevention committee that lowered unit falls by a quarter',
        ],
      },
    ],
    education: [
      {
        degree: 'Bachelor of Science in Nursing',
        school: 'Ohio State University',
        dates: '2012 – 2016',
        location: 'Columbus, OH',
      },
    ],
    certifications: [
      'Basic Life Support (BLS)',
      'Advanced Cardiovascular Life Support (ACLS)',
      'Progressive Care Certified Nurse (PCCN)',
    ],
    languages: ['English', 'Igbo'],
  },
  {
    id: 'teacher-daniel-reyes',
    name: 'Daniel Reyes',
    headline: 'Secondary Mathematics Teacher',
    email: 'd.reyes.teach@example.org',
    phone: '+1 512 555 0187',
    location: 'Austin, TX',
    links: ['danielreyes.dev'],
    summary:
      'Mathematics teacher who turns algebra and statistics into problems students care about. Six years in public high schools, department lead for curriculum since 2022.',
    skills: [
      {
        label: 'Teaching',
        items: ['Differentiated Instruction', 'Project-Based Learning', 'Classroom Management'],
      },
      { label: 'Tools', items: ['Google Classroom', 'Desmos', 'GeoGebra', 'Canvas'] },
    ],
    experience: [
      {
        title: 'Mathematics Teacher and Department Lead',
        company: 'Eastside Memorial High School',
        dates: 'Aug 2019 – Present',
        location: 'Austin, TX',
        bullets: [
          'Teach Algebra II and AP Statistics to five sections of 28 students',
          'Raised AP Statistics pass rate from 41% to 67% over three years',
          'Lead a department of nine teachers in writing a shared assessment bank',
        ],
      },
      {
        title: 'Mathematics Teacher',
        company: 'Lanier High School',
        dates: 'Aug 2017 – May 2019',
        location: 'Austin, TX',
        bullets: [
          'Taught Geometry and Algebra I to ninth and tenth graders',
          'Coached the school math club to a regional title',
        ],
      },
    ],
    education: [
      {
        degree: 'Master of Education, Curriculum and Instruction',
        school: 'Texas State University',
        dates: '2018 – 2020',
        location: 'San Marcos, TX',
      },
      {
        degree: 'Bachelor of Science in Mathematics',
        school: 'University of Texas at Austin',
        dates: '2013 – 2017',
        location: 'Austin, TX',
        gpa: '3.7',
      },
    ],
    certifications: ['Texas Educator Certificate, Mathematics 7–12'],
    languages: ['English', 'Spanish'],
  },
  {
    id: 'accountant-priya-nair',
    name: 'Priya Nair',
    headline: 'Chartered Accountant',
    email: 'priya.nair@example.co.uk',
    phone: '+44 161 496 0723',
    location: 'Manchester, UK',
    links: ['linkedin.com/in/priyanair-aca'],
    summary:
      'Chartered accountant with a background in audit and group reporting for mid-sized manufacturers. Comfortable owning month-end close, consolidations and the audit file.',
    skills: [
      { label: 'Finance', items: ['IFRS', 'Consolidation', 'Management Accounts', 'Cash Flow Forecasting'] },
      { label: 'Software', items: ['Sage 200', 'Xero', 'Excel Power Query', 'Power BI'] },
    ],
    experience: [
      {
        title: 'Financial Controller',
        company: 'Pennine Components Ltd',
        dates: 'Jan 2021 – Present',
        location: 'Oldham, UK',
        bullets: [
          'Own the month-end close for three trading entities, shortened from ten to five working days',
          'Prepare consolidated statutory accounts under FRS 102 and liaise with external auditors',
          'Built a rolling thirteen-week cash forecast used by the board',
        ],
      },
      {
        title: 'Audit Senior',
        company: 'Hartley Bell LLP',
        dates: 'Sep 2016 – Dec 2020',
        location: 'Manchester, UK',
        bullets: [
          'Led audit fieldwork for a portfolio of twelve manufacturing and retail clients',
          'Trained and reviewed the work of four junior associates each season',
        ],
      },
    ],
    education: [
      {
        degree: 'BA (Hons) Accounting and Finance',
        school: 'University of Leeds',
        dates: '2013 – 2016',
        location: 'Leeds, UK',
      },
    ],
    certifications: ['ACA, Institute of Chartered Accountants in England and Wales (2019)'],
  },
  {
    id: 'mechanic-tomasz-kowalski',
    name: 'Tomasz Kowalski',
    headline: 'Automotive Service Technician',
    email: 'tomasz.kowalski@example.net',
    phone: '(303) 555-0199',
    location: 'Denver, CO',
    links: [],
    summary:
      'ASE master technician with eleven years of diagnostics and repair on domestic and Asian vehicles, including hybrid drivetrains. Fast, tidy and trusted with the hard electrical faults.',
    skills: [
      { label: 'Diagnostics', items: ['OBD-II Scan Tools', 'Oscilloscope Testing', 'CAN Bus Faults'] },
      { label: 'Repair', items: ['Hybrid Battery Service', 'Brake Systems', 'Engine Rebuilds', 'Alignment'] },
    ],
    experience: [
      {
        title: 'Lead Technician',
        company: 'Front Range Toyota',
        dates: '2018 – Present',
        location: 'Denver, CO',
        bullets: [
          'Diagnose and repair an average of 35 repair orders a week with a 98% first-time fix rate',
          'Certified the shop for hybrid battery replacement and trained four technicians on it',
        ],
      },
      {
        title: 'Service Technician',
        company: 'Mile High Auto Repair',
        dates: '2013 – 2018',
        location: 'Aurora, CO',
        bullets: [
          'Performed brake, suspension and engine work on mixed fleets',
          'Kept the shop’s scan tools and lift inspections up to date',
        ],
      },
    ],
    education: [
      {
        degree: 'Associate of Applied Science, Automotive Technology',
        school: 'Community College of Denver',
        dates: '2011 – 2013',
        location: 'Denver, CO',
      },
    ],
    certifications: ['ASE Master Automobile Technician', 'EPA Section 609 Certification'],
  },
  {
    id: 'chef-lucia-romano',
    name: 'Lucia Romano',
    headline: 'Sous Chef',
    email: 'lucia.romano.chef@example.com',
    phone: '+1 (415) 555-0133',
    location: 'San Francisco, CA',
    links: ['instagram.com/luciacooks'],
    summary:
      'Sous chef trained in Italian and Californian kitchens, running the line for 180 covers a night. I write menus around the season and keep food cost under target.',
    skills: [
      {
        items: [
          'Menu Development',
          'Food Cost Control',
          'Fresh Pasta',
          'Butchery',
          'Inventory Management',
          'ServSafe Practices',
        ],
      },
    ],
    experience: [
      {
        title: 'Sous Chef',
        company: 'Osteria Marina',
        dates: 'April 2019 – Present',
        location: 'San Francisco, CA',
        bullets: [
          'Run a line of eight cooks for dinner service of up to 180 covers',
          'Lowered food cost from 34% to 29% through whole-animal butchery and daily specials',
          'Write the seasonal pasta menu each quarter with the executive chef',
        ],
      },
      {
        title: 'Line Cook',
        company: 'Greens Restaurant',
        dates: 'June 2015 – March 2019',
        location: 'San Francisco, CA',
        bullets: [
          'Worked grill, sauté and pasta stations',
          'Trained new cooks on prep standards and station set-up',
        ],
      },
    ],
    education: [
      {
        degree: 'Diploma in Culinary Arts',
        school: 'City College of San Francisco',
        dates: '2013 – 2015',
        location: 'San Francisco, CA',
      },
    ],
    certifications: ['ServSafe Manager Certification (2023)'],
    languages: ['English', 'Italian'],
  },
  {
    id: 'sales-marcus-bell',
    name: 'Marcus Bell',
    headline: 'Account Executive, B2B Software',
    email: 'marcus.bell@example.com',
    phone: '404-555-0161',
    location: 'Atlanta, GA',
    links: ['linkedin.com/in/marcusbell-sales'],
    summary:
      'Quota-carrying account executive who closes mid-market software deals with long sales cycles. 127% average attainment over the last three years.',
    skills: [
      { label: 'Sales', items: ['Consultative Selling', 'MEDDIC', 'Pipeline Forecasting', 'Negotiation'] },
      { label: 'CRM', items: ['Salesforce', 'HubSpot', 'Gong', 'Outreach'] },
    ],
    experience: [
      {
        title: 'Senior Account Executive',
        company: 'Brightline Logistics Software',
        dates: '01/2021 – Present',
        location: 'Atlanta, GA',
        bullets: [
          'Closed $2.4M in new annual recurring revenue in 2023, 131% of quota',
          'Shortened the average sales cycle from 94 to 71 days with a mutual action plan',
        ],
      },
      {
        title: 'Account Executive',
        company: 'Cobalt HR Systems',
        dates: '03/2018 – 12/2020',
        location: 'Atlanta, GA',
        bullets: [
          'Grew a territory of 60 accounts to $1.1M annual revenue',
          'Named President’s Club member in 2019',
        ],
      },
      {
        title: 'Sales Development Representative',
        company: 'Cobalt HR Systems',
        dates: '06/2016 – 02/2018',
        location: 'Atlanta, GA',
        bullets: ['Booked 25 qualified meetings a month through cold outreach'],
      },
    ],
    education: [
      {
        degree: 'BBA, Marketing',
        school: 'Georgia State University',
        dates: '2012 – 2016',
        location: 'Atlanta, GA',
      },
    ],
    certifications: [],
  },
  {
    id: 'electrician-grace-mensah',
    name: 'Grace Mensah',
    headline: 'Licensed Journeyman Electrician',
    email: 'grace.mensah@example.com',
    phone: '(612) 555-0178',
    location: 'Minneapolis, MN',
    links: [],
    summary:
      'Journeyman electrician with commercial and light industrial experience, from rough-in to final inspection. Safety lead on every crew I have joined.',
    skills: [
      {
        label: 'Electrical',
        items: ['Conduit Bending', 'Three-Phase Power', 'Motor Controls', 'Fire Alarm Systems'],
      },
      { label: 'Safety', items: ['NFPA 70E', 'Lockout/Tagout', 'OSHA 30'] },
    ],
    experience: [
      {
        title: 'Journeyman Electrician',
        company: 'Northstar Electric Inc.',
        dates: 'May 2019 – Present',
        location: 'Minneapolis, MN',
        bullets: [
          'Install power and lighting for commercial fit-outs up to 60,000 square feet',
          'Read and mark up blueprints and coordinate with mechanical trades on site',
          'Zero recordable incidents across five years as crew safety lead',
        ],
      },
      {
        title: 'Apprentice Electrician',
        company: 'Lakes Area Electrical Contractors',
        dates: 'Aug 2015 – Apr 2019',
        location: 'St. Paul, MN',
        bullets: ['Completed 8,000 supervised hours in residential and commercial work'],
      },
    ],
    education: [
      {
        degree: 'Diploma, Electrical Construction and Maintenance',
        school: 'Dunwoody College of Technology',
        dates: '2013 – 2015',
        location: 'Minneapolis, MN',
      },
    ],
    certifications: ['Minnesota Journeyworker Electrician License', 'OSHA 30-Hour Construction'],
  },
  {
    id: 'pharmacist-hannah-lee',
    name: 'Hannah Lee',
    headline: 'Clinical Pharmacist',
    email: 'hannah.lee.pharmd@example.com',
    phone: '(206) 555-0114',
    location: 'Seattle, WA',
    links: ['linkedin.com/in/hannahlee-pharmd'],
    summary:
      'Clinical pharmacist focused on anticoagulation and antimicrobial stewardship in a teaching hospital. I like turning guidelines into order sets that prescribers actually use.',
    skills: [
      {
        label: 'Clinical',
        items: [
          'Anticoagulation Management',
          'Antimicrobial Stewardship',
          'Renal Dosing',
          'Pharmacokinetics',
        ],
      },
      { label: 'Informatics', items: ['Epic Willow', 'Order Set Design', 'Omnicell'] },
    ],
    experience: [
      {
        title: 'Clinical Pharmacist',
        company: 'Harborview Medical Center',
        dates: 'Jul 2019 – Present',
        location: 'Seattle, WA',
        bullets: [
          'Round daily with internal medicine teams and manage vancomycin and warfarin dosing',
          'Rebuilt the heparin order set, reducing out-of-range aPTT results by 22%',
        ],
      },
      {
        title: 'PGY-1 Pharmacy Resident',
        company: 'Providence Regional Medical Center',
        dates: 'Jul 2018 – Jun 2019',
        location: 'Everett, WA',
        bullets: [
          'Completed rotations in critical care, oncology and infectious diseases',
          'Presented a medication-use evaluation on fluoroquinolone prescribing',
        ],
      },
    ],
    education: [
      {
        degree: 'Doctor of Pharmacy (PharmD)',
        school: 'University of Washington',
        dates: '2014 – 2018',
        location: 'Seattle, WA',
      },
    ],
    certifications: [
      'Board Certified Pharmacotherapy Specialist (BCPS)',
      'Washington State Pharmacist License',
    ],
  },
  {
    id: 'hr-olivia-brandt',
    name: 'Olivia Brandt',
    headline: 'HR Generalist',
    email: 'olivia.brandt@example.de',
    phone: '+49 30 5550 1234',
    location: 'Berlin, Germany',
    links: ['xing.com/profile/olivia_brandt'],
    summary:
      'HR generalist supporting 400 employees across two sites: onboarding, employee relations, payroll inputs and HR data. Fluent in German and English.',
    skills: [
      {
        label: 'HR',
        items: ['Onboarding', 'Employee Relations', 'Payroll Coordination', 'Works Council Liaison'],
      },
      { label: 'Systems', items: ['Personio', 'SAP SuccessFactors', 'DATEV'] },
    ],
    experience: [
      {
        title: 'HR Generalist',
        company: 'Kranich Mobility GmbH',
        dates: '10/2020 – present',
        location: 'Berlin, Germany',
        bullets: [
          'Run onboarding for about 120 new hires a year across Berlin and Leipzig',
          'Handle employee relations cases and prepare works council consultations',
          'Moved personnel files from paper into Personio within four months',
        ],
      },
      {
        title: 'HR Assistant',
        company: 'Spreewerk Logistik GmbH',
        dates: '04/2017 – 09/2020',
        location: 'Berlin, Germany',
        bullets: [
          'Prepared monthly payroll inputs for 250 employees',
          'Scheduled interviews for warehouse and office roles',
        ],
      },
    ],
    education: [
      {
        degree: 'Bachelor of Arts in Business Psychology',
        school: 'Hochschule Fresenius',
        dates: '2013 – 2017',
        location: 'Berlin, Germany',
      },
    ],
    certifications: ['SHRM Certified Professional (SHRM-CP)'],
    languages: ['German', 'English', 'French'],
  },
  {
    id: 'logistics-samuel-adeyemi',
    name: 'Samuel Adeyemi',
    headline: 'Logistics Coordinator',
    email: 'samuel.adeyemi@example.com',
    phone: '(713) 555-0190',
    location: 'Houston, TX',
    links: ['linkedin.com/in/samuel-adeyemi'],
    summary:
      'Logistics coordinator who keeps inbound freight and cross-dock operations on schedule. Strong with carriers, customs paperwork and warehouse systems.',
    skills: [
      {
        label: 'Operations',
        items: ['Freight Scheduling', 'Cross-Docking', 'Customs Documentation', 'Carrier Negotiation'],
      },
      { label: 'Systems', items: ['SAP EWM', 'Manhattan WMS', 'Excel'] },
    ],
    experience: [
      {
        title: 'Logistics Coordinator',
        company: 'Gulf Coast Distribution',
        dates: 'Feb 2020 – Present',
        location: 'Houston, TX',
        bullets: [
          'Schedule 140 inbound loads a week across 22 carriers',
          'Cut detention charges by $86,000 a year by re-sequencing dock appointments',
        ],
      },
      {
        title: 'Warehouse Lead',
        company: 'Bayou Freight Services',
        dates: 'Jan 2016 – Jan 2020',
        location: 'Pasadena, TX',
        bullets: [
          'Supervised a shift of 14 associates in receiving and put-away',
          'Maintained 99.7% inventory accuracy in cycle counts',
        ],
      },
    ],
    education: [
      {
        degree: 'Bachelor of Business Administration, Supply Chain Management',
        school: 'University of Houston',
        dates: '2011 – 2015',
        location: 'Houston, TX',
      },
    ],
    certifications: ['APICS Certified Supply Chain Professional (CSCP)', 'Forklift Operator Certification'],
  },
  {
    id: 'dental-mei-chen',
    name: 'Mei Chen',
    headline: 'Registered Dental Hygienist',
    email: 'mei.chen.rdh@example.com',
    phone: '(503) 555-0126',
    location: 'Portland, OR',
    links: [],
    summary:
      'Dental hygienist with seven years in family and periodontal practices. Gentle with anxious patients and thorough with charting.',
    skills: [
      {
        items: [
          'Scaling and Root Planing',
          'Digital Radiography',
          'Periodontal Charting',
          'Local Anesthesia',
          'Dentrix',
          'Patient Education',
        ],
      },
    ],
    experience: [
      {
        title: 'Dental Hygienist',
        company: 'Willamette Periodontics',
        dates: 'Sep 2020 – Present',
        location: 'Portland, OR',
        bullets: [
          'See eight to ten periodontal maintenance patients a day',
          'Introduced a recall system that raised hygiene re-appointment rates to 91%',
        ],
      },
      {
        title: 'Dental Hygienist',
        company: 'Rose City Family Dental',
        dates: 'Jul 2017 – Aug 2020',
        location: 'Portland, OR',
        bullets: [
          'Provided cleanings, sealants and fluoride treatments for children and adults',
          'Took and read full-mouth radiographs',
        ],
      },
    ],
    education: [
      {
        degree: 'Bachelor of Science in Dental Hygiene',
        school: 'Oregon Institute of Technology',
        dates: '2013 – 2017',
        location: 'Klamath Falls, OR',
      },
    ],
    certifications: ['Oregon Dental Hygiene License', 'Local Anesthesia Endorsement'],
  },
  {
    id: 'paralegal-james-oconnor',
    name: 'James O’Connor',
    headline: 'Litigation Paralegal',
    email: 'james.oconnor@example.com',
    phone: '(617) 555-0152',
    location: 'Boston, MA',
    links: ['linkedin.com/in/jamesoconnor-paralegal'],
    summary:
      'Litigation paralegal with six years supporting commercial and employment cases from intake to trial. Known for airtight exhibit lists and calm trial prep.',
    skills: [
      { label: 'Legal', items: ['E-Discovery', 'Deposition Preparation', 'Legal Research', 'Trial Binders'] },
      { label: 'Software', items: ['Relativity', 'Westlaw', 'Clio', 'iManage'] },
    ],
    experience: [
      {
        title: 'Senior Litigation Paralegal',
        company: 'Whitcombe & Hale LLP',
        dates: 'Mar 2021 – Present',
        location: 'Boston, MA',
        bullets: [
          'Manage document review in Relativity for cases of up to 400,000 documents',
          'Prepared exhibits and witness binders for four jury trials',
        ],
      },
      {
        title: 'Paralegal',
        company: 'Dorsey Kline PC',
        dates: 'Jun 2018 – Feb 2021',
        location: 'Cambridge, MA',
        bullets: [
          'Drafted discovery requests and responses for employment matters',
          'Tracked court deadlines for a docket of 70 cases',
        ],
      },
    ],
    education: [
      {
        degree: 'Paralegal Certificate',
        school: 'Boston University',
        dates: '2017 – 2018',
        location: 'Boston, MA',
      },
      {
        degree: 'Bachelor of Arts in Political Science',
        school: 'University of Massachusetts Amherst',
        dates: '2013 – 2017',
        location: 'Amherst, MA',
      },
    ],
    certifications: ['NALA Certified Paralegal (CP)'],
  },
  {
    id: 'pm-ruth-andersson',
    name: 'Ruth Andersson',
    headline: 'Construction Project Manager',
    email: 'ruth.andersson@example.com',
    phone: '(602) 555-0168',
    location: 'Phoenix, AZ',
    links: ['ruthandersson.com'],
    summary:
      'Construction project manager delivering healthcare and education buildings between $10M and $60M. I keep owners informed, subcontractors paid and schedules honest.',
    skills: [
      {
        label: 'Management',
        items: ['Scheduling', 'Cost Control', 'Subcontractor Management', 'RFIs and Submittals'],
      },
      { label: 'Software', items: ['Procore', 'Primavera P6', 'Bluebeam', 'MS Project'] },
    ],
    experience: [
      {
        title: 'Project Manager',
        company: 'Sonoran Builders',
        dates: 'Jan 2019 – Present',
        location: 'Phoenix, AZ',
        bullets: [
          'Delivered a $48M outpatient clinic two weeks ahead of schedule',
          'Manage budgets, change orders and monthly owner reports for three concurrent projects',
          'Mentor two assistant project managers',
        ],
      },
      {
        title: 'Project Engineer',
        company: 'Desert Peak Construction',
        dates: 'Jun 2014 – Dec 2018',
        location: 'Tempe, AZ',
        bullets: [
          'Processed RFIs and submittals for school and dormitory projects',
          'Ran weekly subcontractor coordination meetings',
        ],
      },
    ],
    education: [
      {
        degree: 'Bachelor of Science in Construction Management',
        school: 'Arizona State University',
        dates: '2010 – 2014',
        location: 'Tempe, AZ',
      },
    ],
    certifications: ['Project Management Professional (PMP)', 'OSHA 30-Hour Construction'],
  },
  {
    id: 'designer-noah-fischer',
    name: 'Noah Fischer',
    headline: 'Graphic Designer',
    email: 'hello@noahfischer.design',
    phone: '(312) 555-0181',
    location: 'Chicago, IL',
    links: ['noahfischer.design', 'behance.net/noahfischer'],
    summary:
      'Graphic designer for brands, packaging and print. I build identity systems that survive contact with real production budgets.',
    skills: [
      { label: 'Design', items: ['Brand Identity', 'Packaging', 'Typography', 'Print Production'] },
      { label: 'Tools', items: ['Adobe Illustrator', 'InDesign', 'Photoshop', 'Figma'] },
    ],
    experience: [
      {
        title: 'Senior Graphic Designer',
        company: 'Lakeshore Creative',
        dates: 'Oct 2020 – Present',
        location: 'Chicago, IL',
        bullets: [
          'Lead identity and packaging work for food and beverage clients',
          'Redesigned a regional bakery’s packaging line, lifting retail sales by 12%',
        ],
      },
      {
        title: 'Graphic Designer',
        company: 'Midway Print & Design',
        dates: 'Jul 2016 – Sep 2020',
        location: 'Chicago, IL',
        bullets: [
          'Prepared print-ready files for brochures, signage and trade show booths',
          'Managed proofs with printers and clients',
        ],
      },
    ],
    education: [
      {
        degree: 'BFA in Graphic Design',
        school: 'School of the Art Institute of Chicago',
        dates: '2012 – 2016',
        location: 'Chicago, IL',
      },
    ],
    certifications: [],
  },
  {
    id: 'socialworker-fatima-haddad',
    name: 'Fatima Haddad',
    headline: 'Licensed Clinical Social Worker',
    email: 'fatima.haddad@example.org',
    phone: '(313) 555-0109',
    location: 'Detroit, MI',
    links: [],
    summary:
      'Clinical social worker serving families in community mental health. Trauma-informed, bilingual in Arabic and English, and steady in crisis work.',
    skills: [
      {
        label: 'Clinical',
        items: ['Trauma-Focused CBT', 'Crisis Intervention', 'Case Management', 'Motivational Interviewing'],
      },
      { label: 'Records', items: ['Netsmart myEvolv', 'TheraNest'] },
    ],
    experience: [
      {
        title: 'Clinical Social Worker',
        company: 'Wayne County Family Services',
        dates: 'Aug 2019 – Present',
        location: 'Detroit, MI',
        bullets: [
          'Carry a caseload of 30 children and families referred for trauma treatment',
          'Provide on-call crisis assessment two weekends a month',
        ],
      },
      {
        title: 'Case Manager',
        company: 'ACCESS Community Health Center',
        dates: 'May 2016 – Jul 2019',
        location: 'Dearborn, MI',
        bullets: [
          'Connected newly arrived families with housing, benefits and schools',
          'Interpreted for Arabic-speaking clients in clinical sessions',
        ],
      },
    ],
    education: [
      {
        degree: 'Master of Social Work',
        school: 'Wayne State University',
        dates: '2014 – 2016',
        location: 'Detroit, MI',
      },
    ],
    certifications: ['Licensed Clinical Social Worker (LCSW), Michigan'],
    languages: ['English', 'Arabic'],
  },
  {
    id: 'cafe-manager-leo-martins',
    name: 'Leo Martins',
    headline: 'Café Manager',
    email: 'leo.martins@example.com',
    phone: '+1 617 555 0175',
    location: 'Providence, RI',
    links: [],
    summary:
      'Café manager who grew a neighbourhood coffee bar into two profitable locations. Hiring, scheduling, ordering and coffee quality are all mine.',
    skills: [
      {
        items: [
          'Staff Scheduling',
          'Inventory Ordering',
          'Espresso Calibration',
          'Square POS',
          'Health Code Compliance',
          'Latte Art',
        ],
      },
    ],
    experience: [
      {
        title: 'General Manager',
        company: 'Fox Point Coffee',
        dates: 'May 2020 – Present',
        location: 'Providence, RI',
        bullets: [
          'Opened a second location and hired its team of eleven',
          'Raised average ticket by 14% with a seasonal drinks programme',
          'Keep labour cost at 28% of sales through weekly scheduling reviews',
        ],
      },
      {
        title: 'Shift Supervisor',
        company: 'Blue State Coffee',
        dates: 'Sep 2016 – Apr 2020',
        location: 'Providence, RI',
        bullets: ['Ran opening shifts and cash reconciliation', 'Trained new baristas on espresso dial-in'],
      },
    ],
    education: [
      {
        degree: 'Associate in Hospitality Management',
        school: 'Johnson & Wales University',
        dates: '2014 – 2016',
        location: 'Providence, RI',
      },
    ],
    certifications: ['ServSafe Food Protection Manager', 'SCA Barista Skills Intermediate'],
  },
  {
    id: 'marketing-sofia-alvarez',
    name: 'Sofia Alvarez',
    headline: 'Marketing Coordinator',
    email: 'sofia.alvarez@example.com',
    phone: '(305) 555-0147',
    location: 'Miami, FL',
    links: ['linkedin.com/in/sofia-alvarez-mkt'],
    summary:
      'Marketing coordinator running email, events and social campaigns for a regional healthcare network. Bilingual content in English and Spanish.',
    skills: [
      { label: 'Marketing', items: ['Email Campaigns', 'Event Planning', 'Social Media', 'Copywriting'] },
      { label: 'Tools', items: ['Mailchimp', 'Canva', 'Hootsuite', 'Google Analytics'] },
    ],
    experience: [
      {
        title: 'Marketing Coordinator',
        company: 'Baptist Community Health',
        dates: 'Jan 2022 – Present',
        location: 'Miami, FL',
        bullets: [
          'Plan and send twelve patient newsletters a year to 85,000 subscribers',
          'Organised community health fairs with an average of 600 visitors',
        ],
      },
      {
        title: 'Marketing Assistant',
        company: 'Coral Gables Realty Group',
        dates: 'Jun 2019 – Dec 2021',
        location: 'Coral Gables, FL',
        bullets: [
          'Wrote listing copy and social posts in English and Spanish',
          'Tracked campaign results in weekly reports',
        ],
      },
    ],
    education: [
      {
        degree: 'Bachelor of Arts in Communication',
        school: 'Florida International University',
        dates: '2015 – 2019',
        location: 'Miami, FL',
        gpa: '3.6',
      },
    ],
    certifications: ['Google Analytics Certification'],
    languages: ['English', 'Spanish'],
  },
  {
    id: 'civil-engineer-kwame-asante',
    name: 'Kwame Asante',
    headline: 'Civil Engineer, EIT',
    email: 'kwame.asante@example.com',
    phone: '(919) 555-0138',
    location: 'Raleigh, NC',
    links: ['linkedin.com/in/kwameasante'],
    summary:
      'Civil engineer in training with four years of stormwater and site design for municipal and private clients. Careful with calculations and quick in Civil 3D.',
    skills: [
      {
        label: 'Engineering',
        items: ['Stormwater Design', 'Site Grading', 'Erosion Control', 'Hydraulic Modelling'],
      },
      { label: 'Software', items: ['AutoCAD Civil 3D', 'HEC-RAS', 'ArcGIS'] },
    ],
    experience: [
      {
        title: 'Civil Engineer',
        company: 'Triangle Site Design',
        dates: 'Jun 2020 – Present',
        location: 'Raleigh, NC',
        bullets: [
          'Design stormwater systems and grading plans for residential subdivisions',
          'Prepare permit packages for NCDEQ erosion and sediment control',
        ],
      },
      {
        title: 'Engineering Intern',
        company: 'City of Durham Public Works',
        dates: 'May 2019 – Aug 2019',
        location: 'Durham, NC',
        bullets: ['Surveyed culverts and updated the city’s stormwater asset inventory'],
      },
    ],
    education: [
      {
        degree: 'Bachelor of Science in Civil Engineering',
        school: 'North Carolina State University',
        dates: '2016 – 2020',
        location: 'Raleigh, NC',
        gpa: '3.5',
      },
    ],
    certifications: ['Engineer in Training (EIT), North Carolina'],
  },
  {
    id: 'librarian-eleanor-shaw',
    name: 'Eleanor Shaw',
    headline: 'Children’s Librarian',
    email: 'eleanor.shaw@example.org',
    phone: '+44 117 496 0381',
    location: 'Bristol, UK',
    links: [],
    summary:
      'Children’s librarian who fills rooms with story times, coding clubs and homework help. I build partnerships with schools so every child has a library card.',
    skills: [
      {
        label: 'Programming',
        items: ['Story Time', 'Summer Reading Challenge', 'Code Clubs', 'Outreach to Schools'],
      },
      { label: 'Systems', items: ['Spydus', 'Koha', 'Microsoft 365'] },
    ],
    experience: [
      {
        title: 'Children’s Librarian',
        company: 'Bristol Central Library',
        dates: 'Sep 2018 – Present',
        location: 'Bristol, UK',
        bullets: [
          'Run weekly story times and a Saturday code club for ages 8 to 12',
          'Grew Summer Reading Challenge sign-ups by 40% through school visits',
        ],
      },
      {
        title: 'Library Assistant',
        company: 'Bath Library',
        dates: 'Jan 2015 – Aug 2018',
        location: 'Bath, UK',
        bullets: [
          'Handled loans, returns and reservations at a busy front desk',
          'Prepared displays for reading campaigns',
        ],
      },
    ],
    education: [
      {
        degree: 'MA Library and Information Studies',
        school: 'University College London',
        dates: '2016 – 2017',
        location: 'London, UK',
      },
      {
        degree: 'BA (Hons) English Literature',
        school: 'University of Exeter',
        dates: '2011 – 2014',
        location: 'Exeter, UK',
      },
    ],
    certifications: [],
  },
  {
    id: 'physio-ingrid-larsen',
    name: 'Ingrid Larsen',
    headline: 'Physical Therapist, DPT',
    email: 'ingrid.larsen.dpt@example.com',
    phone: '(720) 555-0104',
    location: 'Boulder, CO',
    links: ['linkedin.com/in/ingridlarsen-dpt'],
    summary:
      'Outpatient orthopaedic physical therapist specialising in running injuries and return to sport after knee surgery.',
    skills: [
      { label: 'Clinical', items: ['Manual Therapy', 'Gait Analysis', 'ACL Rehabilitation', 'Dry Needling'] },
      { label: 'Documentation', items: ['WebPT', 'Epic'] },
    ],
    experience: [
      {
        title: 'Physical Therapist',
        company: 'Flatirons Sports Rehab',
        dates: 'Aug 2019 – Present',
        location: 'Boulder, CO',
        bullets: [
          'Treat 12 to 14 outpatient orthopaedic patients a day',
          'Built a return-to-run programme now used by the clinic’s four therapists',
        ],
      },
      {
        title: 'Physical Therapist',
        company: 'Mountain View Rehabilitation',
        dates: 'Jun 2017 – Jul 2019',
        location: 'Longmont, CO',
        bullets: [
          'Treated post-operative knee, hip and shoulder patients',
          'Supervised two physical therapy assistants',
        ],
      },
    ],
    education: [
      {
        degree: 'Doctor of Physical Therapy',
        school: 'University of Colorado',
        dates: '2014 – 2017',
        location: 'Aurora, CO',
      },
    ],
    certifications: ['Orthopaedic Clinical Specialist (OCS)', 'Certified Dry Needling Practitioner'],
  },
  {
    id: 'support-ahmed-karim',
    name: 'Ahmed Karim',
    headline: 'Customer Service Team Lead',
    email: 'ahmed.karim@example.com',
    phone: '(702) 555-0193',
    location: 'Las Vegas, NV',
    links: ['linkedin.com/in/ahmedkarim-cx'],
    summary:
      'Customer service team lead for a travel company’s phone and chat support. I coach agents, fix broken processes and keep satisfaction above target.',
    skills: [
      {
        label: 'Service',
        items: ['Coaching', 'Escalation Handling', 'Quality Assurance', 'Workforce Planning'],
      },
      { label: 'Tools', items: ['Zendesk', 'Five9', 'Salesforce Service Cloud'] },
    ],
    experience: [
      {
        title: 'Customer Service Team Lead',
        company: 'Silver State Travel',
        dates: 'Nov 2020 – Present',
        location: 'Las Vegas, NV',
        bullets: [
          'Lead a team of 16 phone and chat agents handling 9,000 contacts a month',
          'Raised customer satisfaction from 82% to 91% with weekly call coaching',
        ],
      },
      {
        title: 'Customer Service Representative',
        company: 'Desert Sun Resorts',
        dates: 'Mar 2017 – Oct 2020',
        location: 'Henderson, NV',
        bullets: [
          'Answered reservation and billing questions by phone and email',
          'Top agent for first-contact resolution in 2019',
        ],
      },
    ],
    education: [
      {
        degree: 'Associate of Arts in Business',
        school: 'College of Southern Nevada',
        dates: '2015 – 2017',
        location: 'Las Vegas, NV',
      },
    ],
    certifications: ['HDI Customer Service Representative'],
    languages: ['English', 'Arabic', 'Urdu'],
  },
];

/**
 * People added after tuning began (issue 21), drawn only into held-out documents: a fresh look at the families the
 * parser was weakest on. Kept apart from PEOPLE so the plans built from PEOPLE's order do not move.
 */
export const LATE_PEOPLE: Person[] = [
  {
    id: 'vettech-rosa-delgado',
    name: 'Rosa Delgado',
    headline: 'Licensed Veterinary Technician',
    email: 'rosa.delgado.lvt@example.com',
    phone: '(505) 555-0127',
    location: 'Albuquerque, NM',
    links: ['linkedin.com/in/rosadelgado-lvt'],
    summary:
      'Veterinary technician with seven years in small-animal emergency and general practice. Steady hands for anaesthesia monitoring, patient with worried owners and quick with a triage call.',
    skills: [
      {
        label: 'Clinical',
        items: ['Anesthesia Monitoring', 'Dental Radiography', 'Venipuncture', 'Emergency Triage'],
      },
      { label: 'Practice', items: ['Client Education', 'Inventory Control', 'AVImark'] },
    ],
    experience: [
      {
        title: 'Lead Veterinary Technician',
        company: 'Sandia Animal Emergency Center',
        dates: 'Apr 2021 – Present',
        location: 'Albuquerque, NM',
        bullets: [
          'Run the overnight treatment floor with four technicians and two assistants',
          'Wrote the crash-cart checklist that halved restocking misses in a year',
          'Monitor anaesthesia for about 15 emergency surgeries a week',
        ],
      },
      {
        title: 'Veterinary Technician',
        company: 'Rio Grande Pet Clinic',
        dates: 'Jan 2018 – Mar 2021',
        location: 'Albuquerque, NM',
        bullets: [
          'Took dental radiographs and assisted with cleanings for a three-doctor practice',
          'Trained new assistants in restraint, vaccines and lab sample handling',
        ],
      },
      {
        title: 'Kennel Assistant',
        company: 'Four Paws Boarding',
        dates: 'Jun 2016 – Dec 2017',
        location: 'Santa Fe, NM',
        bullets: ['Cared for up to 40 boarded dogs and cats a day'],
      },
    ],
    education: [
      {
        degree: 'AAS in Veterinary Technology',
        school: 'Central New Mexico Community College',
        dates: '2015 – 2017',
        location: 'Albuquerque, NM',
        gpa: '3.7',
      },
    ],
    certifications: ['Licensed Veterinary Technician (LVT)', 'Fear Free Certified Professional'],
    languages: ['English', 'Spanish'],
  },
  {
    id: 'surveyor-kofi-boateng',
    name: 'Kofi Boateng',
    headline: 'Professional Land Surveyor',
    email: 'kofi.boateng@example.net',
    phone: '(919) 555-0163',
    location: 'Raleigh, NC',
    links: ['kofiboateng.com'],
    summary:
      'Land surveyor who leads boundary, topographic and construction staking crews across the Triangle. Careful with records, fast in the field and at home in both Civil 3D and the county deed room.',
    skills: [
      { label: 'Field', items: ['Boundary Surveys', 'GNSS RTK', 'Total Stations', 'Construction Staking'] },
      { label: 'Office', items: ['AutoCAD Civil 3D', 'Trimble Business Center', 'Deed Research'] },
    ],
    experience: [
      {
        title: 'Survey Party Chief',
        company: 'Piedmont Geomatics',
        dates: 'May 2019 – Present',
        location: 'Raleigh, NC',
        bullets: [
          'Lead a three-person crew on boundary and ALTA surveys for commercial sites',
          'Cut field-to-finish time by two days a job by standardising feature codes',
        ],
      },
      {
        title: 'Survey Technician',
        company: 'Carolina Land Services',
        dates: 'Aug 2015 – Apr 2019',
        location: 'Durham, NC',
        bullets: [
          'Drafted plats and topographic maps from field data in Civil 3D',
          'Researched deeds and plats for more than 300 boundary jobs',
        ],
      },
    ],
    education: [
      {
        degree: 'BS in Surveying and Geomatics',
        school: 'East Tennessee State University',
        dates: '2011 – 2015',
        location: 'Johnson City, TN',
      },
    ],
    certifications: ['Professional Land Surveyor, North Carolina', 'OSHA 10-Hour Construction'],
  },
];
