/** First and last names, most common first (the generator weights them by rank). */

// prettier-ignore
export const FEMALE_FIRST_NAMES: readonly string[] = dedupe([
  'Jennifer', 'Lisa', 'Michelle', 'Jessica', 'Amy', 'Melissa', 'Kimberly', 'Angela', 'Sarah', 'Stephanie',
  'Elizabeth', 'Heather', 'Nicole', 'Amanda', 'Karen', 'Susan', 'Mary', 'Laura', 'Julie', 'Rebecca',
  'Patricia', 'Linda', 'Christina', 'Kelly', 'Christine', 'Ashley', 'Emily', 'Rachel', 'Lauren', 'Megan',
  'Deborah', 'Donna', 'Sandra', 'Nancy', 'Barbara', 'Cynthia', 'Tammy', 'Denise', 'Tracy', 'Dawn',
  'Kristen', 'Andrea', 'Danielle', 'Erin', 'Katherine', 'Catherine', 'Maria', 'Carol', 'Sharon', 'Diane',
  'Wendy', 'Tiffany', 'Jacqueline', 'Teresa', 'Monica', 'Veronica', 'Diana', 'Ana', 'Rosa', 'Carmen',
  'Gabriela', 'María', 'Brittany', 'Samantha', 'Crystal', 'Courtney', 'Allison', 'Brooke', 'Holly', 'Molly',
  'Kathleen', 'Margaret', 'Anne', 'Janet', 'Debra', 'Joanne', 'Paula', 'Gina', 'Leslie', 'Valerie',
  'Vanessa', 'Yolanda', 'Tamika', 'Keisha', 'Ebony', 'Latoya', 'Priya', 'Mei', 'Linh', 'Grace',
  'Natalie', 'Victoria', 'Alexis', 'Hannah', 'Madison', 'Olivia', 'Emma', 'Sophia', 'Chloe', 'Kayla',
  'Morgan', 'Taylor', 'Shannon', 'Robin', 'Stacy', 'Kristin', 'Erica', 'Anna', 'Leah', 'Aisha',
  'Fatima', 'Yuki', 'Sun', 'Marisol', 'Lucia', 'Beth', 'Kate', 'Jenny', 'Sue', 'Peggy',
]);

// prettier-ignore
export const MALE_FIRST_NAMES: readonly string[] = dedupe([
  'Michael', 'David', 'James', 'John', 'Robert', 'Christopher', 'Mark', 'Brian', 'Jason', 'Daniel',
  'Matthew', 'William', 'Kevin', 'Steven', 'Jeffrey', 'Scott', 'Thomas', 'Richard', 'Joseph', 'Eric',
  'Timothy', 'Paul', 'Andrew', 'Ryan', 'Gregory', 'Anthony', 'Kenneth', 'Charles', 'Stephen', 'Jonathan',
  'Mike', 'Chris', 'Dan', 'Matt', 'Jim', 'Bob', 'Bill', 'Tom', 'Jeff', 'Steve',
  'Justin', 'Brandon', 'Patrick', 'Sean', 'Nicholas', 'Benjamin', 'Adam', 'Tyler', 'Aaron', 'Nathan',
  'Jose', 'Carlos', 'Luis', 'Juan', 'Miguel', 'Jorge', 'Alejandro', 'Ricardo', 'Roberto', 'Francisco',
  'José', 'Marcus', 'Derek', 'Travis', 'Chad', 'Todd', 'Craig', 'Keith', 'Troy', 'Shawn',
  'Jeremy', 'Jared', 'Dustin', 'Cody', 'Kyle', 'Zachary', 'Ethan', 'Logan', 'Jacob', 'Samuel',
  'Alexander', 'Raj', 'Vikram', 'Wei', 'Kenji', 'Hyun', 'Omar', 'Ahmed', 'Tariq', 'Dmitri',
  'Terrence', 'DeShawn', 'Andre', 'Darnell', 'Jamal', 'Rick', 'Tim', 'Andy', 'Tony', 'Joe',
  'Ken', 'Doug', 'Ron', 'Gary', 'Larry', 'Dennis', 'Randy', 'Jerry', 'Frank', 'Ray',
  'Jordan', 'Drew', 'Grant', 'Blake', 'Trent',
]);

// prettier-ignore
export const LAST_NAMES: readonly string[] = dedupe([
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores',
  'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes',
  'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper',
  'Peterson', 'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward', 'Richardson',
  'Watson', 'Brooks', 'Chavez', 'Wood', 'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes',
  'Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers', 'Long', 'Ross', 'Foster', 'Jimenez',
  'Powell', 'Jenkins', 'Perry', 'Russell', 'Sullivan', 'Bell', 'Coleman', 'Butler', 'Henderson', 'Barnes',
  'Gonzales', 'Fisher', 'Vasquez', 'Simmons', 'Romero', 'Jordan', 'Patterson', 'Alexander', 'Hamilton', 'Graham',
  'Reynolds', 'Griffin', 'Wallace', 'Moreno', 'West', 'Cole', 'Hayes', 'Bryant', 'Herrera', 'Gibson',
  'Ellis', 'Tran', 'Medina', 'Aguilar', 'Stevens', 'Murray', 'Ford', 'Castro', 'Marshall', 'Owens',
  'Harrison', 'Fernandez', 'McDonald', 'Woods', 'Washington', 'Kennedy', 'Wells', 'Vargas', 'Henry', 'Chen',
  'Freeman', 'Webb', 'Tucker', 'Guzman', 'Burns', 'Crawford', 'Olson', 'Simpson', 'Porter', 'Hunter',
  'Gordon', 'Mendez', 'Silva', 'Shaw', 'Snyder', 'Mason', 'Dixon', 'Muñoz', 'Hunt', 'Hicks',
  'Holmes', 'Palmer', 'Wagner', 'Black', 'Robertson', 'Boyd', 'Rose', 'Stone', 'Salazar', 'Fox',
  'Warren', 'Mills', 'Meyer', 'Rice', 'Schmidt', 'Garza', 'Daniels', 'Ferguson', 'Nichols', 'Stephens',
  'Soto', 'Weaver', 'Ryan', 'Gardner', 'Payne', 'Grant', 'Dunn', 'Kelley', 'Spencer', 'Hawkins',
  'Arnold', 'Pierce', 'Vazquez', 'Hansen', 'Peters', 'Santos', 'Hart', 'Bradley', 'Knight', 'Elliott',
  'Cunningham', 'Duncan', 'Armstrong', 'Hudson', 'Carroll', 'Lane', 'Riley', 'Andrews', 'Alvarado', 'Ray',
  'Delgado', 'Berry', 'Perkins', 'Hoffman', 'Johnston', 'Matthews', 'Peña', 'Richards', 'Contreras', 'Willis',
  'Carpenter', 'Lawrence', 'Sandoval', "O'Brien", "O'Connor", 'McCarthy', 'Nakamura', 'Tanaka', 'Wong', 'Wang',
  'Liu', 'Zhang', 'Huang', 'Park', 'Choi', 'Shah', 'Singh', 'Gupta', 'Kowalski', 'Novak',
  'Schultz', 'Becker', 'Rossi', 'Russo', 'Romano', 'Costa', 'DeLuca', 'Kaplan', 'Cohen', 'Levine',
  'Goldberg', 'Friedman', 'Brennan', 'Gallagher', 'Fitzgerald', 'Doyle', 'Quinn', 'Byrne', 'Walsh', 'Pham',
  'Le', 'Vu', 'Hoang', 'Rivera-Santos', 'Hill-Martin', 'Van Buren', 'St. John', 'MacKenzie', 'Okafor', 'Mensah',
]);

function dedupe(names: string[]): string[] {
  return [...new Set(names)];
}
