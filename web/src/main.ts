/** The web page: tabs for the household calculator, the reform builder and the report. */
import { bindTokenField } from './client.js';
import { setUpHousehold } from './household.js';
import { setUpReform } from './reform.js';
import { setUpReport } from './report.js';

const tabs = document.querySelectorAll<HTMLButtonElement>('nav button[data-tab]');
for (const button of tabs) {
  button.addEventListener('click', () => {
    for (const b of tabs) b.classList.toggle('active', b === button);
    for (const section of document.querySelectorAll('.tab'))
      section.classList.toggle('active', section.id === `tab-${button.dataset['tab']}`);
  });
}
bindTokenField(document.querySelector<HTMLInputElement>('#token')!);
setUpHousehold();
setUpReform();
setUpReport();
