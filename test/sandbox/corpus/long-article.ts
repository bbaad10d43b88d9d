/**
 * The `long` article: a regional year-in-review of ≥ 2,500 words with 30 check-worthy claims (6 themes × 5) and,
 * per theme, an official bulletin and a newspaper report that each speak to all five claims — the real-size case
 * for the bench (claim caps, per-source stance calls shared across claims). The region and its bodies are invented.
 */
import { page, stance } from './evidence-helpers';
import type { SandboxArticle, SandboxClaim, SandboxEvidencePage } from './types';

interface Fact {
  id: string;
  /** The article's sentence (the claim's quote). */
  quote: string;
  /** The claim on its own. */
  text: string;
  /** Narrative around the claim in the article (no further claims). */
  around: string;
  kind: 'statistical' | 'factual' | 'causal' | 'attribution';
  truth: 'true' | 'false';
  harm: number;
  /** The bulletin's sentence and the newspaper's sentence about the claim. */
  official: string;
  press: string;
}

interface Theme {
  key: string;
  official: { at: string; title: string; siteName: string; intro: string; close: string };
  press: { at: string; title: string; siteName: string; author: string; intro: string; close: string };
  heading: string;
  facts: Fact[];
}

const THEMES: Theme[] = [
  {
    key: 'population',
    heading: 'People and homes',
    official: {
      at: 'www.northvale-statistics.gov/population/annual-review-2023',
      title: 'Population and housing in Northvale: annual review 2023 - Northvale Statistics Office',
      siteName: 'Northvale Statistics Office',
      intro:
        'This review sets out the official population and housing estimates for Northvale for the calendar year 2023.',
      close:
        'Estimates are revised each spring when the registration records for the previous year are complete.',
    },
    press: {
      at: 'www.valleyherald.com/news/2024/01/northvale-population-homes',
      title: 'Northvale grows again as house building slows - The Valley Herald',
      siteName: 'The Valley Herald',
      author: 'Priya Raman',
      intro:
        'Northvale kept growing last year, official figures show, but the region built fewer homes than it planned.',
      close: 'Council leaders said the housing targets would be reviewed at the spring meeting.',
    },
    facts: [
      {
        id: 'long-population',
        quote:
          'The population of Northvale rose to 1,482,000 at the end of 2023, up 1.6 percent on the year before.',
        text: 'The population of Northvale was 1,482,000 at the end of 2023, 1.6 percent more than a year earlier.',
        around:
          'The region has now grown for eleven years in a row, driven mostly by young families moving out of the capital in search of cheaper homes and quieter streets.',
        kind: 'statistical',
        truth: 'true',
        harm: 1,
        official:
          'The resident population of Northvale was estimated at 1,482,000 on 31 December 2023, an increase of 1.6% on the previous year.',
        press:
          'Northvale now has 1,482,000 residents, 1.6 percent more than a year ago, the statistics office said.',
      },
      {
        id: 'long-births',
        quote:
          'Births in the region fell to 13,900 last year, the lowest number since records began in 1961.',
        text: 'Births in Northvale fell to 13,900 in 2023, the lowest number since records began in 1961.',
        around:
          'Midwives in the valley towns say the change is visible on their wards, where several maternity units now share staff across sites.',
        kind: 'statistical',
        truth: 'true',
        harm: 1,
        official:
          'There were 13,900 live births in Northvale in 2023, the lowest annual total since the series began in 1961.',
        press:
          'Only 13,900 babies were born in Northvale in 2023, fewer than in any year since records started in 1961.',
      },
      {
        id: 'long-homes-built',
        quote:
          'Builders completed 9,200 new homes in Northvale in 2023, more than double the council target.',
        text: 'Builders completed 9,200 new homes in Northvale in 2023, more than double the council target.',
        around:
          'The claim was repeated in a council leaflet delivered to every household, which praised developers for exceeding expectations.',
        kind: 'statistical',
        truth: 'false',
        harm: 2,
        official:
          'Completions of new dwellings in Northvale totalled 4,150 in 2023, below the council target of 6,000.',
        press:
          'Builders finished 4,150 homes last year, well short of the 6,000 the council had promised, not the 9,200 claimed in the leaflet.',
      },
      {
        id: 'long-house-prices',
        quote:
          'The average house price in Northvale was 268,000 pounds in December 2023, 3.1 percent lower than a year earlier.',
        text: 'The average house price in Northvale was 268,000 pounds in December 2023, 3.1 percent lower than in December 2022.',
        around:
          'Estate agents in the market towns report that buyers are taking longer to decide and are negotiating harder on price.',
        kind: 'statistical',
        truth: 'true',
        harm: 1,
        official:
          'The average price of a home in Northvale was £268,000 in December 2023, down 3.1% on December 2022.',
        press:
          'Average house prices fell 3.1 percent over the year to 268,000 pounds in December, the office reported.',
      },
      {
        id: 'long-rents',
        quote:
          'Private rents in Northvale rose by 8.4 percent in 2023, the fastest increase in the region’s history.',
        text: 'Private rents in Northvale rose by 8.4 percent in 2023, the fastest increase on record in the region.',
        around:
          'Tenant groups say the rise has pushed many young workers back into shared houses and spare rooms.',
        kind: 'statistical',
        truth: 'true',
        harm: 2,
        official:
          'Private rental prices in Northvale rose by 8.4% in the 12 months to December 2023, the highest annual rate since the index began.',
        press:
          'Private rents climbed 8.4 percent last year, the steepest rise since the rent index began, the statistics office said.',
      },
    ],
  },
  {
    key: 'jobs',
    heading: 'Work and wages',
    official: {
      at: 'www.northvale-statistics.gov/labour/labour-market-bulletin-2023',
      title: 'Labour market bulletin: Northvale, 2023 - Northvale Statistics Office',
      siteName: 'Northvale Statistics Office',
      intro: 'This bulletin summarises employment, unemployment and earnings in Northvale in 2023.',
      close: 'Figures come from the regional labour force survey and employer payroll returns.',
    },
    press: {
      at: 'www.northvalebusinessjournal.com/economy/2024/02/jobs-wages-review',
      title: 'Jobs, wages and the steelworks: the Northvale economy in 2023 - Northvale Business Journal',
      siteName: 'Northvale Business Journal',
      author: 'Tom Hadley',
      intro:
        'The Northvale economy had a mixed year, with record employment but weak growth in productivity.',
      close: 'Business groups expect hiring to slow in the first half of 2024.',
    },
    facts: [
      {
        id: 'long-unemployment',
        quote: 'Unemployment in Northvale fell to 3.8 percent in the last quarter of 2023.',
        text: 'The unemployment rate in Northvale was 3.8 percent in the fourth quarter of 2023.',
        around:
          'Job centres in the former mining towns say vacancies now outnumber jobseekers for the first time in a generation.',
        kind: 'statistical',
        truth: 'true',
        harm: 1,
        official:
          'The unemployment rate in Northvale was 3.8% in October to December 2023, down from 4.3% a year earlier.',
        press:
          'Unemployment dropped to 3.8 percent in the final quarter of 2023, the labour market bulletin shows.',
      },
      {
        id: 'long-employment',
        quote: 'A record 742,000 people were in work in Northvale in December 2023.',
        text: 'A record 742,000 people were employed in Northvale in December 2023.',
        around:
          'Much of the growth came from care homes, warehouses and the hospital trust, which all recruited heavily during the year.',
        kind: 'statistical',
        truth: 'true',
        harm: 1,
        official: 'Employment in Northvale reached 742,000 in December 2023, the highest level recorded.',
        press:
          'A record 742,000 Northvale residents had jobs in December, according to the statistics office.',
      },
      {
        id: 'long-wages',
        quote: 'Average weekly earnings in Northvale grew by 12 percent in 2023, far faster than prices.',
        text: 'Average weekly earnings in Northvale grew by 12 percent in 2023.',
        around:
          'The figure was quoted by the regional mayor in his new year address as proof that families were better off.',
        kind: 'statistical',
        truth: 'false',
        harm: 2,
        official:
          'Average weekly earnings in Northvale grew by 5.9% in 2023, slightly above consumer price inflation of 5.2%.',
        press:
          'Weekly pay rose 5.9 percent on average last year, not the 12 percent the mayor claimed, the bulletin shows.',
      },
      {
        id: 'long-steelworks',
        quote: 'The Kellow steelworks cut 1,100 jobs when it closed its second blast furnace in June 2023.',
        text: 'The Kellow steelworks cut 1,100 jobs when it closed its second blast furnace in June 2023.',
        around:
          'The closure ended more than a century of iron making on the site, and the union says many of those laid off are still looking for work.',
        kind: 'factual',
        truth: 'true',
        harm: 2,
        official:
          'Manufacturing employment fell by 1,100 in June 2023 when the Kellow steelworks closed its second blast furnace.',
        press:
          'The closure of the second blast furnace at Kellow in June 2023 cost 1,100 jobs, the company confirmed.',
      },
      {
        id: 'long-minimum-wage',
        quote:
          'Northvale council raised the wage it pays its lowest-paid staff to 11.90 pounds an hour in April 2023.',
        text: 'Northvale council raised the hourly pay of its lowest-paid staff to 11.90 pounds in April 2023.',
        around: 'Unions welcomed the rise but said agency workers on council contracts had been left out.',
        kind: 'factual',
        truth: 'true',
        harm: 1,
        official:
          'From April 2023 the council’s lowest pay rate rose to £11.90 an hour for all directly employed staff.',
        press:
          'The council lifted its lowest hourly rate to 11.90 pounds in April 2023, a spokesperson said.',
      },
    ],
  },
  {
    key: 'transport',
    heading: 'Getting around',
    official: {
      at: 'www.northvale-transport.gov/reports/annual-transport-statistics-2023',
      title: 'Annual transport statistics 2023 - Transport for Northvale',
      siteName: 'Transport for Northvale',
      intro:
        'Transport for Northvale publishes passenger, punctuality and road safety figures for each calendar year.',
      close: 'All figures are provisional until the audited accounts are published in the summer.',
    },
    press: {
      at: 'www.valleyherald.com/news/2024/02/trams-buses-roads-2023',
      title: 'More passengers, later trains: a year on Northvale’s transport network - The Valley Herald',
      siteName: 'The Valley Herald',
      author: 'Marcus Bell',
      intro:
        'Passengers returned to Northvale’s trams and buses in 2023, but many found their trains running late.',
      close: 'The transport authority will publish its new timetable in May.',
    },
    facts: [
      {
        id: 'long-tram-passengers',
        quote:
          'The Northvale tram network carried 41 million passengers in 2023, more than in any year before the pandemic.',
        text: 'The Northvale tram network carried 41 million passengers in 2023, more than in any year before the pandemic.',
        around:
          'Extra trams were added on the airport line in the autumn after complaints about crowding at peak times.',
        kind: 'statistical',
        truth: 'true',
        harm: 1,
        official:
          'Tram journeys in Northvale totalled 41 million in 2023, exceeding the pre-pandemic peak of 38 million in 2019.',
        press:
          'The trams carried 41 million passengers last year, beating the 2019 record, Transport for Northvale said.',
      },
      {
        id: 'long-bus-fare',
        quote: 'A single bus fare anywhere in Northvale has been capped at 2 pounds since January 2023.',
        text: 'Single bus fares in Northvale have been capped at 2 pounds since January 2023.',
        around: 'The cap was introduced to win back passengers who had switched to cars during the pandemic.',
        kind: 'factual',
        truth: 'true',
        harm: 1,
        official:
          'Since 1 January 2023 the adult single bus fare on every Northvale route has been capped at £2.',
        press:
          'The 2 pound cap on single bus fares, in force since January 2023, will stay until at least the end of 2024.',
      },
      {
        id: 'long-train-punctuality',
        quote:
          'Ninety-five percent of Northvale’s local trains arrived on time in 2023, the best record in the country.',
        text: 'Ninety-five percent of Northvale local trains arrived on time in 2023.',
        around: 'The rail operator’s chief executive made the claim at a business dinner in December.',
        kind: 'statistical',
        truth: 'false',
        harm: 2,
        official:
          'In 2023, 78% of local train services in Northvale arrived within one minute of the timetable.',
        press:
          'Only 78 percent of local trains ran on time in 2023, far below the 95 percent the operator boasted of.',
      },
      {
        id: 'long-road-deaths',
        quote: 'Thirty-one people were killed on Northvale’s roads in 2023, the fewest on record.',
        text: 'Thirty-one people were killed on roads in Northvale in 2023, the fewest on record.',
        around:
          'Road safety officers credit lower speed limits near schools and a new fleet of average-speed cameras.',
        kind: 'statistical',
        truth: 'true',
        harm: 2,
        official: 'There were 31 road deaths in Northvale in 2023, the lowest number since records began.',
        press: 'Road deaths fell to 31 last year, the lowest figure ever recorded in the region.',
      },
      {
        id: 'long-cycle-lanes',
        quote: 'The council opened 64 kilometres of protected cycle lanes in 2023.',
        text: 'Northvale council opened 64 kilometres of protected cycle lanes in 2023.',
        around:
          'Some shopkeepers on the high streets complained that the new lanes took away parking spaces outside their doors.',
        kind: 'statistical',
        truth: 'true',
        harm: 1,
        official: 'In 2023, 64 km of protected cycle lanes were opened across the Northvale network.',
        press:
          'Sixty-four kilometres of protected cycle lanes opened in 2023, more than in the previous five years combined.',
      },
    ],
  },
  {
    key: 'health',
    heading: 'Health and care',
    official: {
      at: 'www.northvale-health.nhs.example/publications/annual-performance-report-2023',
      title: 'Annual performance report 2023 - Northvale Health Board',
      siteName: 'Northvale Health Board',
      intro:
        'The health board reports each year on waiting times, vaccination and the health of the population it serves.',
      close: 'The board’s full accounts will be laid before the regional assembly in July.',
    },
    press: {
      at: 'www.northvalebusinessjournal.com/health/2024/03/hospital-waits-vaccines',
      title: 'Shorter waits, fewer vaccinations: the health board’s year - Northvale Business Journal',
      siteName: 'Northvale Business Journal',
      author: 'Helen Marsh',
      intro: 'The health board met some of its targets in 2023 and missed others, its annual report shows.',
      close: 'The board will set new targets for waiting times in April.',
    },
    facts: [
      {
        id: 'long-waiting-list',
        quote:
          'The hospital waiting list in Northvale fell to 96,000 patients in December 2023, from 118,000 a year earlier.',
        text: 'The hospital waiting list in Northvale fell to 96,000 patients in December 2023 from 118,000 a year earlier.',
        around: 'Surgeons say weekend operating lists and a new day-surgery unit made the difference.',
        kind: 'statistical',
        truth: 'true',
        harm: 2,
        official:
          'The waiting list for planned hospital treatment stood at 96,000 patients in December 2023, down from 118,000 in December 2022.',
        press:
          'The hospital waiting list shrank to 96,000 patients by December, down from 118,000 the year before.',
      },
      {
        id: 'long-flu-vaccine',
        quote: 'Only 61 percent of people over 65 in Northvale had a flu vaccine in the winter of 2023.',
        text: 'Sixty-one percent of people over 65 in Northvale had a flu vaccine in the winter of 2023.',
        around:
          'Pharmacists say many older people were unsure whether they could have the flu and covid vaccines at the same visit.',
        kind: 'statistical',
        truth: 'true',
        harm: 3,
        official:
          'Flu vaccine uptake among people aged 65 and over in Northvale was 61% in the 2023 to 2024 winter season.',
        press: 'Flu vaccine uptake among over-65s fell to 61 percent this winter, the health board said.',
      },
      {
        id: 'long-ambulance',
        quote: 'Ambulances in Northvale reached the most urgent calls in an average of 7 minutes in 2023.',
        text: 'Ambulances in Northvale reached the most urgent calls in an average of 7 minutes in 2023.',
        around: 'The ambulance service added two new stations in the hill villages during the year.',
        kind: 'statistical',
        truth: 'false',
        harm: 3,
        official:
          'The average response time to the most urgent ambulance calls in Northvale was 9 minutes 40 seconds in 2023.',
        press:
          'Ambulances took 9 minutes 40 seconds on average to reach the most urgent calls, well over the 7 minutes some councillors claimed.',
      },
      {
        id: 'long-gp-surgeries',
        quote: 'Four new GP surgeries opened in Northvale in 2023, all in the fast-growing southern suburbs.',
        text: 'Four new GP surgeries opened in Northvale in 2023, all in the southern suburbs.',
        around:
          'Residents of the new estates had complained for years that they could not register with a family doctor.',
        kind: 'factual',
        truth: 'true',
        harm: 1,
        official:
          'Four new general practice surgeries opened in 2023, all in the southern suburbs of Northvale.',
        press: 'Four GP surgeries opened last year, every one of them in the growing southern suburbs.',
      },
      {
        id: 'long-smoking',
        quote:
          'Adult smoking in Northvale fell to 11 percent in 2023, according to the health board’s annual survey.',
        text: 'The share of adults who smoke in Northvale fell to 11 percent in 2023, according to the health board.',
        around:
          'Stop-smoking advisers now spend much of their time helping people who vape to give that up too.',
        kind: 'statistical',
        truth: 'true',
        harm: 1,
        official:
          'The health board’s survey found that 11% of adults in Northvale smoked in 2023, down from 13% in 2021.',
        press: 'Eleven percent of adults now smoke, the health board’s annual survey found.',
      },
    ],
  },
  {
    key: 'energy',
    heading: 'Energy and environment',
    official: {
      at: 'www.northvale-environment.gov/reports/state-of-the-environment-2023',
      title: 'State of the environment 2023 - Northvale Environment Agency',
      siteName: 'Northvale Environment Agency',
      intro: 'The agency reports every year on energy, air quality, water and waste in Northvale.',
      close: 'Readings from the air quality network are published monthly on the agency’s website.',
    },
    press: {
      at: 'www.valleyherald.com/news/2024/03/wind-air-rivers-2023',
      title: 'Wind power up, rivers still dirty: Northvale’s environment in 2023 - The Valley Herald',
      siteName: 'The Valley Herald',
      author: 'Priya Raman',
      intro:
        'Northvale produced more clean electricity than ever in 2023, but its rivers and air still fall short of targets.',
      close: 'Campaigners plan a march on the agency’s offices in April.',
    },
    facts: [
      {
        id: 'long-wind-share',
        quote: 'Wind turbines supplied 46 percent of the electricity used in Northvale in 2023.',
        text: 'Wind turbines supplied 46 percent of the electricity used in Northvale in 2023.',
        around:
          'The offshore farm beyond the estuary, finished in the spring, now lights the coast on clear evenings.',
        kind: 'statistical',
        truth: 'true',
        harm: 1,
        official: 'Wind generation met 46% of Northvale’s electricity demand in 2023, up from 38% in 2022.',
        press: 'Wind power met 46 percent of the region’s electricity demand last year, the agency said.',
      },
      {
        id: 'long-coal-plant',
        quote: 'The Ashby coal power station, the last in the region, closed in September 2023.',
        text: 'The Ashby coal power station, the last coal power station in Northvale, closed in September 2023.',
        around:
          'Its cooling towers are due to be demolished next year to make way for a battery storage site.',
        kind: 'factual',
        truth: 'true',
        harm: 1,
        official:
          'Ashby, the last coal-fired power station in Northvale, stopped generating in September 2023.',
        press: 'The Ashby power station, the region’s last coal plant, shut down in September 2023.',
      },
      {
        id: 'long-air-quality',
        quote:
          'Air pollution in central Northvale met the national limit for nitrogen dioxide at every monitoring site in 2023.',
        text: 'Nitrogen dioxide in central Northvale was within the national limit at every monitoring site in 2023.',
        around: 'The council highlighted the result in its bid for a new clean air grant.',
        kind: 'factual',
        truth: 'false',
        harm: 3,
        official:
          'Seven of the 22 monitoring sites in central Northvale recorded nitrogen dioxide above the national annual limit in 2023.',
        press:
          'Nitrogen dioxide broke the national limit at seven of the 22 central monitoring sites, the agency’s report shows.',
      },
      {
        id: 'long-river-spills',
        quote: 'Sewage was released into the River Kell on 212 days in 2023.',
        text: 'Sewage was released into the River Kell on 212 days in 2023.',
        around:
          'Swimmers and anglers who use the river have formed a group to test the water themselves every week.',
        kind: 'statistical',
        truth: 'true',
        harm: 3,
        official: 'Storm overflows discharged sewage into the River Kell on 212 days during 2023.',
        press:
          'Sewage flowed into the River Kell on 212 days last year, according to the environment agency.',
      },
      {
        id: 'long-recycling',
        quote: 'Households in Northvale recycled 52 percent of their waste in 2023.',
        text: 'Households in Northvale recycled 52 percent of their waste in 2023.',
        around:
          'Food waste caddies, delivered to every home in the summer, account for much of the improvement.',
        kind: 'statistical',
        truth: 'true',
        harm: 1,
        official: 'The household recycling rate in Northvale was 52% in 2023, up from 47% in 2022.',
        press: 'Households recycled 52 percent of their rubbish last year, a record for the region.',
      },
    ],
  },
  {
    key: 'schools',
    heading: 'Schools and colleges',
    official: {
      at: 'www.northvale-education.gov/statistics/schools-annual-report-2023',
      title: 'Schools annual report 2023 - Northvale Education Department',
      siteName: 'Northvale Education Department',
      intro:
        'The department publishes results, attendance and staffing figures for every state school in Northvale.',
      close: 'School-level tables are published alongside this report.',
    },
    press: {
      at: 'www.northvalebusinessjournal.com/education/2024/01/schools-results-teachers',
      title: 'Better results, emptier classrooms: Northvale schools in 2023 - Northvale Business Journal',
      siteName: 'Northvale Business Journal',
      author: 'Tom Hadley',
      intro:
        'Exam results in Northvale improved in 2023, but more pupils missed school and more teachers left.',
      close: 'The department will consult on a new attendance strategy in the spring.',
    },
    facts: [
      {
        id: 'long-exam-results',
        quote: 'Sixty-eight percent of Northvale pupils passed English and maths at age 16 in 2023.',
        text: 'Sixty-eight percent of pupils in Northvale passed English and maths at age 16 in 2023.',
        around:
          'Head teachers put the improvement down to extra tutoring after the disruption of the pandemic years.',
        kind: 'statistical',
        truth: 'true',
        harm: 1,
        official:
          'In 2023, 68% of pupils in Northvale achieved a pass in both English and mathematics at age 16.',
        press:
          'Sixty-eight percent of 16-year-olds passed both English and maths, up from 64 percent in 2022.',
      },
      {
        id: 'long-absence',
        quote: 'One in five Northvale pupils was persistently absent from school in 2023.',
        text: 'One in five pupils in Northvale was persistently absent from school in 2023.',
        around:
          'Attendance officers say anxiety and the cost of uniforms and transport keep many children at home.',
        kind: 'statistical',
        truth: 'true',
        harm: 2,
        official:
          'In 2023, 20% of pupils in Northvale were persistently absent, missing at least one in ten school sessions.',
        press: 'One in five pupils, 20 percent, missed at least a tenth of their lessons in 2023.',
      },
      {
        id: 'long-teachers',
        quote: 'Northvale schools lost 1,300 teachers in 2023, twice as many as they recruited.',
        text: 'Northvale schools lost 1,300 teachers in 2023, twice as many as they recruited.',
        around: 'The teaching union used the figure in its campaign for a regional pay supplement.',
        kind: 'statistical',
        truth: 'false',
        harm: 2,
        official: 'In 2023, 1,300 teachers left Northvale schools and 1,180 new teachers were recruited.',
        press:
          'Schools recruited 1,180 teachers while 1,300 left, so leavers did not outnumber recruits two to one as the union claimed.',
      },
      {
        id: 'long-free-meals',
        quote: 'Free school meals were extended to every primary pupil in Northvale in September 2023.',
        text: 'Free school meals were extended to every primary school pupil in Northvale in September 2023.',
        around:
          'Kitchen staff at several schools were given extra hours to cope with the longer queues at lunchtime.',
        kind: 'factual',
        truth: 'true',
        harm: 1,
        official:
          'From September 2023 every primary school pupil in Northvale has been entitled to a free school meal.',
        press:
          'Since September 2023 all primary pupils have been offered free school meals, the department said.',
      },
      {
        id: 'long-college',
        quote: 'The new Northvale College of Technology enrolled 2,400 students in its first year.',
        text: 'Northvale College of Technology enrolled 2,400 students in its first year.',
        around:
          'The college was built on the site of the old bus depot and offers courses in engineering and computing.',
        kind: 'statistical',
        truth: 'true',
        harm: 1,
        official:
          'Northvale College of Technology enrolled 2,400 students in its first academic year, 2023 to 2024.',
        press:
          'The College of Technology signed up 2,400 students in its first year, beating its target of 2,000.',
      },
    ],
  },
];

const FACTS = THEMES.flatMap((t) => t.facts);

const INTRO = [
  'Every January the Northvale Courier looks back at the year the region has had. This year’s review is longer than usual, because 2023 was a year in which almost every part of public life in the valley changed: how many of us there are and where we live, the work we do and what we are paid for it, the trams and buses we ride, the hospitals we wait for, the power that lights our homes and the schools our children attend.',
  'It was also a year of arguments. Councillors, company bosses, union leaders and campaigners each had their own version of how the region was doing, and each backed it with numbers. Some of those numbers were careful, some were hopeful, and a few were simply wrong. A newspaper that repeats them owes its readers a way of telling which is which.',
  'We have tried to set out what happened with the figures that officials, companies and campaigners used during the year. Some of those figures were repeated so often that they came to be taken for granted. Readers should know that we quote them as they were said; whether each one stands up is a question for the evidence, and the official reports due this spring will settle several of them.',
];

const OUTRO = [
  'Looking back over these pages, the picture is of a region that is growing, working and travelling more than before, but that still struggles with the basics of housing, clean air and clean rivers. The next year will test whether the investments made in 2023 pay off, and whether the promises made by councillors, companies and campaigners were as solid as they sounded when they were made.',
  'Much of what happens next depends on decisions that will be taken far from the valley: the national budget, the price of gas, the interest rates that decide whether families can afford to move and whether firms can afford to build. But a good deal depends on choices made here, in the council chamber, the health board and the boardrooms of the companies that have chosen to invest in Northvale, and those choices deserve to be judged on honest figures.',
  'The Courier will return to each of these subjects as the official reports are published. Readers who think we have left something out, or who have seen a figure quoted that does not match their own experience, are welcome to write to the letters page.',
  'This review was compiled by the Courier’s reporters across the valley, who spent the last weeks of the year going back through council minutes, company statements, court lists and the letters that readers sent us, and talking again to many of the people whose stories we told in 2023. We thank everyone who gave us their time.',
];

const SECTION_LEADS: Record<string, string> = {
  population:
    'Northvale is still one of the few regions in the north where the population is growing, and the pressure shows in the housing market.',
  jobs: 'For most of the year the jobs market was stronger than anyone expected, even as the oldest industries in the valley shrank.',
  transport:
    'Transport was the subject that filled the most letters to this newspaper, and for good reason: the network carried more people than ever, not always on time.',
  health:
    'The health board began the year under pressure to cut waiting lists and ended it with a mixed report card.',
  energy:
    'Northvale’s energy system changed faster in 2023 than in any year since the pits closed, but the environment still bears the marks of older habits.',
  schools:
    'Schools and colleges had a year of contrasts, with better results in the exam hall and emptier seats in the classroom.',
};

/** What people told the Courier about each subject: colour around the figures, with no further claims. */
const SECTION_VOICES: Record<string, string[]> = {
  population: [
    'On a wet Saturday in the market square at Kellbridge, the queue outside the letting agent started before the shutters went up. A nurse who had moved from the city with her two children said she had viewed nine flats in a month and had been outbid on every one of them, sometimes by people who had not even seen the rooms.',
    'Older residents see the change differently. A retired signalman who has lived on the same terrace for most of his life said the street felt busier and younger than it had in decades, with prams on the pavements again and a new café where the butcher used to be. He worries, though, that his grandchildren will never be able to afford a house of their own nearby.',
    'What to watch this year: whether the council’s new planning framework speeds up building on the brownfield sites along the canal, and whether the rise in rents slows as more of the homes that were started last year are finished and let. Housing charities will also be watching the waiting list for social homes, which they say has grown every month.',
  ],
  jobs: [
    'At the gates of the old furnace site, a former crane driver described the last shift as the strangest day of his working life. The men had known for months that the furnace would go out, he said, but nobody had really believed it until the glow disappeared from the sky above the estuary.',
    'Across the valley, the new distribution centres run through the night. Managers there say their hardest problem is not finding customers but finding drivers, pickers and engineers, and several now run their own training schemes with the further education colleges to bring in school leavers.',
    'What to watch this year: whether the warehouses and care homes keep hiring as the national economy slows, whether pay keeps up with prices, and what becomes of the furnace site, where a developer has proposed a mix of workshops, homes and a solar farm that would need years of cleaning up before anyone could build on it.',
  ],
  transport: [
    'Commuters on the early trams describe a network that is busier but also friendlier than it was, with conductors back on some routes and more people choosing to leave the car at home. On the local railway the mood is darker: regular travellers trade stories of cancelled services, missed connections and evenings spent waiting on cold platforms.',
    'Cyclists, meanwhile, have discovered routes that did not exist a year ago. A parent who rides her children to school along the river path said she would never have tried it on the main road, and that the new lanes had changed how the whole family thinks about getting around the town.',
    'What to watch this year: the new rail timetable, which the operator promises will be simpler and more reliable, the future of the bus fare cap after the current funding runs out, and the long-promised tram extension to the hospital, which has been delayed twice and is now expected to open in the autumn.',
  ],
  health: [
    'In the waiting room of the central hospital, patients still talk about the months they spent hoping for a date for surgery. Staff say the weekend lists have been exhausting but worthwhile, and that the new day unit means many people now go home on the evening of their operation.',
    'Family doctors in the northern towns, where no new surgeries have opened, say they are stretched thin. One practice manager described a phone line that opens at eight and is full by ten past, and receptionists who spend their mornings apologising to people who cannot get an appointment.',
    'What to watch this year: whether the waiting list keeps falling once the extra weekend sessions end, whether the ambulance service can hold on to the paramedics it trained, and whether the vaccination teams that visited care homes last winter can reach the many older people living alone in the hill villages.',
  ],
  energy: [
    'From the cliffs above the estuary the turbines are now part of the horizon, turning slowly even on still days inland. Fishermen who opposed the offshore farm say they have learnt to work around it, and some now take visitors out by boat to see the towers close up.',
    'On the river, the picture is less cheerful. Members of the swimming club that meets at the old ford say they check the overflow alerts on their phones before they go in, and that on too many summer mornings they have turned around and gone home without getting wet.',
    'What to watch this year: the battery site planned for the old power station, the water company’s promised investment in storm overflows, and the agency’s review of the monitoring sites in the town centre, where traders and residents disagree about whether traffic should be kept out of the old streets altogether.',
  ],
  schools: [
    'Teachers describe classrooms that are calmer than in the years straight after the pandemic, but also quieter than they should be, with empty desks on Mondays and Fridays. Several head teachers now send staff to knock on the doors of families whose children have stopped coming in.',
    'At the new college on the old depot site, students in overalls spend their afternoons building robots and wiring control panels. Many of them say they chose the course because it leads straight to jobs in the wind and engineering firms that have opened around the estuary.',
    'What to watch this year: whether attendance recovers as the new strategy takes hold, whether the region can keep enough teachers in the subjects where shortages are worst, such as physics and languages, and how the college copes with demand for its courses in its second year.',
  ],
};

function toClaim(f: Fact, index: number): SandboxClaim {
  return {
    id: f.id,
    quote: f.quote,
    text: f.text,
    kind: f.kind,
    role: index === 0 ? 'thesis' : 'support',
    harm: f.harm,
    // Slightly decreasing, so the order of checking under a claim cap is the article's order.
    checkWorthiness: Math.round((0.95 - index * 0.01) * 100) / 100,
    entities: ['Northvale'],
    timeFrom: '2023-01-01',
    timeTo: '2023-12-31',
    truth: f.truth,
    edges: [],
  };
}

export const LONG_ARTICLE: SandboxArticle = {
  name: 'long',
  host: 'www.northvalecourier.com',
  path: '/review/2024/01/northvale-year-in-review-2023',
  url: 'http://www.northvalecourier.com/review/2024/01/northvale-year-in-review-2023',
  lang: 'en',
  title: 'Northvale in 2023: the year in review',
  siteName: 'The Northvale Courier',
  author: 'Ruth Calder',
  publishedAt: '2024-01-20T07:00:00Z',
  dateIn: 'both',
  isArticle: true,
  hiddenTexts: [],
  injectedTexts: [],
  paragraphs: [
    ...INTRO,
    ...THEMES.flatMap((t) => [
      SECTION_LEADS[t.key]!,
      ...t.facts.map((f) => `${f.quote} ${f.around}`),
      ...SECTION_VOICES[t.key]!,
    ]),
    ...OUTRO,
  ],
  claims: FACTS.map(toClaim),
};

function themePages(t: Theme): SandboxEvidencePage[] {
  const official = page({
    at: t.official.at,
    id: `long-${t.key}-official`,
    title: t.official.title,
    siteName: t.official.siteName,
    publishedAt: '2024-01-12T09:30:00Z',
    kind: 'official',
    paragraphs: [t.official.intro, ...t.facts.map((f) => f.official), t.official.close],
    stances: t.facts.map((f) => stance(f.id, f.truth === 'true' ? 'supports' : 'refutes', f.official, 0.9)),
  });
  const press = page({
    at: t.press.at,
    id: `long-${t.key}-press`,
    title: t.press.title,
    siteName: t.press.siteName,
    author: t.press.author,
    publishedAt: '2024-01-15T06:00:00Z',
    kind: 'news',
    paragraphs: [t.press.intro, ...t.facts.map((f) => f.press), t.press.close],
    stances: t.facts.map((f) => stance(f.id, f.truth === 'true' ? 'supports' : 'refutes', f.press, 0.8)),
  });
  return [official, press];
}

export const LONG_EVIDENCE: SandboxEvidencePage[] = THEMES.flatMap(themePages);
