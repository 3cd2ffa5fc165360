// The fixed content of the About page (spec §2): courses with durations and the Why Choose list.
export const ABOUT_COURSES = [
  { title: 'Patient Care Assistant', duration: '1 year' },
  { title: 'Operation Theatre Technician', duration: '1 year' },
  { title: 'Diploma in C.S.S.D', duration: '1 year' },
  { title: 'Pharmacy Assistant', duration: '2 years' },
  { title: 'Diploma in Hospital Management', duration: '2 years' },
  { title: 'Diploma in Dialysis Technology', duration: '2 years' },
  { title: 'X-Ray and Imaging Technology', duration: '2 years' },
  { title: 'Diploma in D.M.I.T', duration: '2 years' },
] as const;

export const WHY_CHOOSE = [
  { title: 'No donation policy', text: 'Admission on merit and interest alone. You pay the course fee and nothing else.' },
  { title: 'Wi-Fi campus', text: 'Connected classrooms and library for research, e-learning and assignments.' },
  { title: 'Experienced faculty', text: 'Doctors, nurses and hospital administrators who teach from daily practice.' },
  { title: 'Skill-centric curriculum', text: 'Hands-on practicals in labs and partner hospitals from the first month.' },
  { title: 'Corporate exposure', text: 'Hospital visits, guest lectures and projects with leading healthcare groups.' },
  { title: 'Flexible fee instalments', text: 'Pay the fee in full or in predefined instalments that suit your family.' },
  { title: 'Earn while you learn', text: 'Paid part-time hospital placements for eligible students during the course.' },
  { title: '100% placement support', text: 'Interview preparation and placement drives with hospitals across India.' },
] as const;

export const MISSION = [
  'Make quality healthcare education affordable, with no donation and fees in instalments.',
  'Train skilled, compassionate professionals through hands-on practice in real hospitals.',
  'Keep our curriculum in step with what hospitals and patients need today.',
  'Stand by every student until placement, and beyond, as they build their career.',
] as const;
