import { describe, expect, it } from 'vitest';
import { payerNameFromCard, splitName } from './payer-name';

describe('splitName', () => {
  it('takes the first word as the first name and the rest as the last name', () => {
    expect(splitName('  Jo   Smith ')).toEqual({ firstName: 'Jo', lastName: 'Smith' });
    expect(splitName('Anna van Dijk')).toEqual({ firstName: 'Anna', lastName: 'van Dijk' });
    expect(splitName('Prince')).toEqual({ firstName: 'Prince', lastName: '' });
    expect(splitName('   ')).toEqual({ firstName: '', lastName: '' });
  });
});

describe('payerNameFromCard', () => {
  const empty = { firstName: '', lastName: '' };

  it('fills empty fields from the name on the card', () => {
    expect(payerNameFromCard('Jo Smith', empty, null)).toEqual({ firstName: 'Jo', lastName: 'Smith' });
  });

  it('follows a changed card name while the fields still hold the earlier fill', () => {
    expect(payerNameFromCard('Jo Brown', { firstName: 'Jo', lastName: 'Smith' }, 'Jo Smith')).toEqual({ firstName: 'Jo', lastName: 'Brown' });
  });

  it('never overwrites a name the person typed or changed', () => {
    expect(payerNameFromCard('Jo Smith', { firstName: 'Joanne', lastName: 'Smith' }, 'Jo Smith')).toBeNull();
    expect(payerNameFromCard('Jo Smith', { firstName: 'Sam', lastName: '' }, null)).toBeNull();
    expect(payerNameFromCard('', empty, null)).toBeNull();
  });
});
