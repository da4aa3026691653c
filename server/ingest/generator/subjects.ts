/**
 * The subject tree of the demo catalogue (spec §3 "Discipline list"): discipline
 * categories → primary disciplines → secondary disciplines, with what the other
 * generator modules need to write like a publisher about each subject: chapter topics
 * (tables of contents, descriptions) and title stems (titles).
 *
 * Codes (our choice; the spec only says cat/disc carry "discipline codes"): lower-case
 * kebab words matching DISCIPLINE_CODE_PATTERN, unique across all three levels so a
 * code in `cat` or `disc` is never ambiguous — category `business`, primary
 * `accounting`, secondary `accounting-financial`. Readable in URLs (`?disc=accounting`).
 *
 * Title stems: `{A}` is the first author's family name ("{A} Biology" → "Campbell
 * Biology"-style titles); a stem list starting with `!` opts the subject out of the
 * generic templates of titles.ts (languages read badly as "Principles of Spanish").
 */

export interface SecondarySubject {
  code: string;
  name: string;
}

export interface PrimarySubject {
  code: string;
  name: string;
  categoryCode: string;
  secondaries: SecondarySubject[];
  /** Chapter topics, in teaching order. */
  topics: string[];
  /** Title stems specific to this subject. */
  titles: string[];
  /** Whether the generic templates ("Principles of …") read well for this subject. */
  genericTitles: boolean;
  /** Offered to schools too (K-12 items come from these). */
  k12: boolean;
}

export interface CategorySubject {
  code: string;
  name: string;
  /** Which of the three home-page box images (spec §2 Home: "one of three images per box"). */
  image: 1 | 2 | 3;
  /** Base cover colour (HSL hue) of the category; primaries vary around it. */
  hue: number;
  primaries: PrimarySubject[];
}

type Row = [code: string, name: string, secondaries: string, topics: string, titles: string, k12?: 'k12'];

function category(code: string, name: string, hue: number, rows: Row[]): Omit<CategorySubject, 'image'> {
  return {
    code,
    name,
    hue,
    primaries: rows.map(([pCode, pName, secondaries, topics, titles, k12]) => {
      const optOut = titles.startsWith('!');
      return {
        code: pCode,
        name: pName,
        categoryCode: code,
        secondaries: secondaryCodes(pCode, secondaries.split('|')),
        topics: topics.split('|'),
        titles: (optOut ? titles.slice(1) : titles).split('|'),
        genericTitles: !optOut,
        k12: k12 === 'k12',
      };
    }),
  };
}

/**
 * Secondary codes: `{primary}-{words of the name}`, at most 40 characters
 * (DISCIPLINE_CODE_PATTERN), "C++" → "cpp", "C#" → "csharp", unique within the primary.
 */
function secondaryCodes(primaryCode: string, names: string[]): SecondarySubject[] {
  const used = new Set<string>();
  return names.map((name) => {
    const words = name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/\+/g, 'p')
      .replace(/#/g, 'sharp')
      .replace(/&/g, ' ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    let code = `${primaryCode}-${words}`.slice(0, 40).replace(/-+$/, '');
    for (let n = 2; used.has(code); n++) code = `${code.slice(0, 37)}-${n}`;
    used.add(code);
    return { code, name };
  });
}

const TREE: Omit<CategorySubject, 'image'>[] = [
  category('life-sciences', 'Life Sciences', 130, [
    [
      'biology',
      'Biology',
      'Cell & Molecular Biology|Genetics|Ecology & Evolution|Organismal Biology',
      'The Chemistry of Life|Cell Structure and Function|Energy and Metabolism|Cellular Respiration|Photosynthesis|The Cell Cycle|Mendelian Genetics|DNA and Gene Expression|Evolution by Natural Selection|The Diversity of Life|Plant Form and Function|Animal Physiology|Population and Community Ecology|Ecosystems and Global Change',
      '{A} Biology|Biology: Concepts and Connections|Biological Science|Essential Biology|Biology: Science for Life|Biology: Life on Earth',
      'k12',
    ],
    [
      'microbiology',
      'Microbiology',
      'Medical Microbiology|Microbial Genetics|Immunology',
      'The Microbial World|Microscopy and Staining|Prokaryotic Cell Structure|Microbial Metabolism|Microbial Growth|Control of Microbial Growth|Microbial Genetics|Viruses, Viroids and Prions|Innate Immunity|Adaptive Immunity|Epidemiology|Diseases of the Respiratory System|Diseases of the Digestive System',
      'Microbiology: An Introduction|Microbiology with Diseases by Body System|{A} Microbiology|{A} Biology of Microorganisms|Microbiology: Basic and Clinical Principles',
    ],
    [
      'anatomy-physiology',
      'Anatomy & Physiology',
      'Human Anatomy|Human Physiology|Anatomy & Physiology Laboratory',
      'Levels of Organization|Chemistry Comes Alive|Cells and Tissues|The Integumentary System|Bones and Skeletal Tissues|The Muscular System|Fundamentals of the Nervous System|The Special Senses|The Endocrine System|The Cardiovascular System|The Lymphatic and Immune Systems|The Respiratory System|The Digestive System|The Urinary System|The Reproductive System',
      'Human Anatomy & Physiology|Essentials of Human Anatomy & Physiology|Fundamentals of Anatomy & Physiology|Anatomy & Physiology: An Integrative Approach|Human Anatomy|Human Physiology: An Integrated Approach|Visual Anatomy & Physiology',
      'k12',
    ],
    [
      'genetics',
      'Genetics',
      'Molecular Genetics|Population Genetics|Genomics',
      'Introduction to Genetics|Mitosis and Meiosis|Mendelian Inheritance|Extensions of Mendelian Genetics|Chromosome Mapping|DNA Structure and Replication|Transcription and RNA Processing|Translation|Gene Regulation|Mutation and Repair|Recombinant DNA Technology|Genomics and Bioinformatics|Population and Evolutionary Genetics',
      'Concepts of Genetics|Essentials of Genetics|Genetics: From Genes to Genomes|Genetic Analysis: An Integrated Approach|iGenetics: A Molecular Approach',
    ],
    [
      'ecology',
      'Ecology',
      'Population Ecology|Conservation Biology|Ecosystem Ecology',
      'The Nature of Ecology|Climate and the Physical Environment|Adaptation and Natural Selection|Life History|Population Growth|Species Interactions|Community Structure|Succession|Energy Flow in Ecosystems|Nutrient Cycling|Biodiversity|Landscape Ecology|Global Change',
      'Elements of Ecology|Ecology: Concepts and Applications|Ecology and Field Biology|Principles of Conservation Biology',
    ],
    [
      'zoology',
      'Zoology',
      'Invertebrate Zoology|Vertebrate Zoology|Animal Behavior',
      'Animal Diversity|Classification and Phylogeny|Sponges and Cnidarians|Flatworms and Roundworms|Molluscs|Annelids|Arthropods|Echinoderms|Fishes|Amphibians|Reptiles|Birds|Mammals|Animal Behavior',
      'Integrated Principles of Zoology|Zoology: An Evolutionary Approach|Animal Diversity|Vertebrate Zoology',
    ],
    [
      'botany',
      'Botany',
      'Plant Physiology|Plant Anatomy|Plant Ecology',
      'Plants and People|Plant Cells|Tissues and the Primary Body|Roots|Stems|Leaves|Flowers and Fruits|Plant Nutrition|Plant Hormones|Photosynthesis in Plants|Algae and Fungi|Bryophytes|Seed Plants|Plant Ecology',
      'Botany: An Introduction to Plant Biology|Biology of Plants|Plant Physiology and Development',
    ],
    [
      'biotechnology',
      'Biotechnology',
      'Molecular Biotechnology|Bioprocess Technology|Bioethics',
      'The Biotechnology Century|The Molecular Basis of Biotechnology|Recombinant DNA Techniques|Proteins as Products|Microbial Biotechnology|Plant Biotechnology|Animal Biotechnology|Forensic Biotechnology|Medical Biotechnology|Regulatory Biotechnology|Ethics and Biotechnology',
      'Introduction to Biotechnology|Biotechnology: Science for the New Millennium|Molecular Biotechnology',
    ],
  ]),
  category('physical-sciences', 'Physical Sciences', 205, [
    [
      'chemistry',
      'Chemistry',
      'General Chemistry|Analytical Chemistry|Inorganic Chemistry|Physical Chemistry',
      'Matter, Measurement and Problem Solving|Atoms and Elements|Molecules and Compounds|Chemical Reactions|Gases|Thermochemistry|Quantum-Mechanical Model of the Atom|Periodic Properties|Chemical Bonding|Liquids, Solids and Intermolecular Forces|Solutions|Chemical Kinetics|Chemical Equilibrium|Acids and Bases|Electrochemistry',
      'Chemistry: The Central Science|Chemistry: A Molecular Approach|Introductory Chemistry|General Chemistry: Principles and Modern Applications|Chemistry: Structure and Properties|{A} Chemistry',
      'k12',
    ],
    [
      'organic-chemistry',
      'Organic Chemistry',
      'Spectroscopy|Reaction Mechanisms|Organic Synthesis',
      'Structure and Bonding|Acids and Bases|Alkanes and Cycloalkanes|Stereochemistry|Alkenes|Alkynes|Alkyl Halides|Substitution and Elimination|Alcohols and Ethers|Spectroscopy and Structure Determination|Aromatic Compounds|Aldehydes and Ketones|Carboxylic Acids and Derivatives|Amines|Carbohydrates',
      'Organic Chemistry|Essential Organic Chemistry|Organic Chemistry: Structure and Function|{A} Organic Chemistry',
    ],
    [
      'biochemistry',
      'Biochemistry',
      'Metabolism|Structural Biochemistry|Clinical Biochemistry',
      'The Foundations of Biochemistry|Water|Amino Acids and Proteins|Protein Structure|Enzymes|Enzyme Kinetics|Carbohydrates|Lipids and Membranes|Glycolysis|The Citric Acid Cycle|Oxidative Phosphorylation|Lipid Metabolism|Nucleotide Metabolism|Signal Transduction',
      'Fundamentals of Biochemistry|Biochemistry: Concepts and Connections|Principles of Biochemistry|Biochemistry: A Short Course',
    ],
    [
      'physics',
      'Physics',
      'Mechanics|Electricity & Magnetism|Modern Physics|Thermodynamics',
      'Concepts of Motion|Kinematics in One Dimension|Vectors and Motion in Two Dimensions|Force and Motion|Dynamics|Newton\u2019s Third Law|Circular Motion and Gravity|Work and Energy|Momentum|Rotation of a Rigid Body|Oscillations|Traveling Waves|Thermodynamics|Electric Fields|Magnetic Fields|Electromagnetic Induction|Optics|Relativity',
      'University Physics|Physics for Scientists and Engineers|College Physics: A Strategic Approach|Conceptual Physics|Physics: Principles with Applications|Essential University Physics|{A} Physics',
      'k12',
    ],
    [
      'astronomy',
      'Astronomy',
      'Solar System|Stars & Galaxies|Cosmology',
      'Our Place in the Universe|Discovering the Universe for Yourself|The Science of Astronomy|Making Sense of the Universe|Light and Matter|Telescopes|Formation of the Solar System|Earth and the Terrestrial Worlds|Jovian Planet Systems|Asteroids, Comets and Dwarf Planets|Other Planetary Systems|Our Star|Star Stuff|Our Galaxy|The Big Bang',
      'The Cosmic Perspective|Astronomy Today|The Essential Cosmic Perspective|Life in the Universe',
    ],
    [
      'geology',
      'Geology',
      'Physical Geology|Historical Geology|Mineralogy',
      'An Introduction to Geology|Plate Tectonics|Minerals|Igneous Rocks|Volcanoes|Weathering and Soils|Sedimentary Rocks|Metamorphic Rocks|Geologic Time|Earthquakes|Earth\u2019s Interior|Mountain Building|Mass Wasting|Running Water|Groundwater|Glaciers|Deserts and Wind|Shorelines',
      'Earth: An Introduction to Physical Geology|Essentials of Geology|Earth Science|Physical Geology|Exploring Geology',
      'k12',
    ],
    [
      'environmental-science',
      'Environmental Science',
      'Sustainability|Environmental Policy|Climate Science',
      'Science and Sustainability|Environmental Systems|Ecology and Evolution|Human Population|Soil and Agriculture|Biodiversity and Conservation|Forests and Land Use|Freshwater Systems|The Oceans|Atmospheric Science and Air Pollution|Global Climate Change|Fossil Fuels|Renewable Energy|Waste Management',
      'Environment: The Science Behind the Stories|Essential Environment|Environmental Science: Toward a Sustainable Future|Living in the Environment',
      'k12',
    ],
    [
      'meteorology',
      'Meteorology',
      'Weather Forecasting|Climatology|Atmospheric Physics',
      'Introduction to the Atmosphere|Heating Earth\u2019s Surface and Atmosphere|Temperature|Moisture and Atmospheric Stability|Forms of Condensation and Precipitation|Air Pressure and Winds|Circulation of the Atmosphere|Air Masses|Midlatitude Cyclones|Thunderstorms and Tornadoes|Hurricanes|Weather Analysis and Forecasting|World Climates',
      'The Atmosphere: An Introduction to Meteorology|Meteorology Today|Understanding Weather and Climate',
    ],
    [
      'oceanography',
      'Oceanography',
      'Marine Biology|Physical Oceanography|Marine Geology',
      'Introduction to Planet Earth|Plate Tectonics and the Ocean Floor|Marine Provinces|Marine Sediments|Water and Seawater|Air\u2013Sea Interaction|Ocean Circulation|Waves and Water Dynamics|Tides|The Coast|The Coastal Ocean|Marine Life and the Marine Environment|Biological Productivity|Marine Pollution',
      'Essentials of Oceanography|Introductory Oceanography|Oceanography: An Invitation to Marine Science',
    ],
  ]),
  category('mathematics', 'Mathematics', 265, [
    [
      'developmental-math',
      'Developmental Mathematics',
      'Prealgebra|Basic College Mathematics|Introductory Algebra',
      'Whole Numbers|Integers|Fractions and Mixed Numbers|Decimals|Ratio, Rate and Proportion|Percent|Measurement|Geometry|Statistics and Probability|Introduction to Algebra|Solving Equations|Graphing',
      'Prealgebra|Basic College Mathematics|Prealgebra & Introductory Algebra|Developmental Mathematics|Introductory Algebra',
    ],
    [
      'algebra',
      'College Algebra',
      'Intermediate Algebra|Linear Equations|Functions',
      'Review of Basic Concepts|Equations and Inequalities|Graphs and Functions|Polynomial and Rational Functions|Inverse, Exponential and Logarithmic Functions|Systems and Matrices|Analytic Geometry|Further Topics in Algebra|Sequences and Series|Probability',
      'College Algebra|College Algebra: Concepts Through Functions|Intermediate Algebra|College Algebra in Context|Algebra: Structure and Method',
      'k12',
    ],
    [
      'precalculus',
      'Precalculus',
      'Trigonometry|Analytic Geometry|Functions & Graphs',
      'Graphs|Functions and Their Graphs|Linear and Quadratic Functions|Polynomial and Rational Functions|Exponential and Logarithmic Functions|Trigonometric Functions|Analytic Trigonometry|Applications of Trigonometric Functions|Polar Coordinates and Vectors|Analytic Geometry|Systems of Equations and Inequalities|Sequences, Induction and the Binomial Theorem',
      'Precalculus|Precalculus: Graphical, Numerical, Algebraic|Precalculus: Enhanced with Graphing Utilities|Trigonometry|Algebra and Trigonometry',
      'k12',
    ],
    [
      'calculus',
      'Calculus',
      'Single Variable Calculus|Multivariable Calculus|Applied Calculus',
      'Functions|Limits|Derivatives|Applications of the Derivative|Integration|Applications of Integration|Logarithmic and Exponential Functions|Integration Techniques|Differential Equations|Sequences and Infinite Series|Power Series|Parametric and Polar Curves|Vectors and the Geometry of Space|Functions of Several Variables|Multiple Integration|Vector Calculus',
      'Calculus: Early Transcendentals|Calculus|{A}\u2019s Calculus|Calculus for Business, Economics, and the Social and Life Sciences|Calculus: Graphical, Numerical, Algebraic|Calculus and Its Applications|{A} Calculus',
      'k12',
    ],
    [
      'linear-algebra',
      'Linear Algebra',
      'Matrix Theory|Vector Spaces|Numerical Linear Algebra',
      'Linear Equations in Linear Algebra|Matrix Algebra|Determinants|Vector Spaces|Eigenvalues and Eigenvectors|Orthogonality and Least Squares|Symmetric Matrices and Quadratic Forms|The Geometry of Vector Spaces|Linear Transformations|Singular Value Decomposition',
      'Linear Algebra and Its Applications|Elementary Linear Algebra|Linear Algebra: A Modern Introduction|Introduction to Linear Algebra',
    ],
    [
      'differential-equations',
      'Differential Equations',
      'Ordinary Differential Equations|Partial Differential Equations|Dynamical Systems',
      'First-Order Differential Equations|Mathematical Models|Linear Equations of Higher Order|Introduction to Systems|The Laplace Transform|Power Series Methods|Fourier Series|Eigenvalues and Boundary Value Problems|Nonlinear Systems and Phenomena|Numerical Methods',
      'Differential Equations and Boundary Value Problems|Fundamentals of Differential Equations|Differential Equations and Linear Algebra|Elementary Differential Equations',
    ],
    [
      'discrete-math',
      'Discrete Mathematics',
      'Logic & Proof|Combinatorics|Graph Theory',
      'Logic and Proofs|Sets and Functions|Algorithms|Number Theory and Cryptography|Induction and Recursion|Counting|Discrete Probability|Advanced Counting Techniques|Relations|Graphs|Trees|Boolean Algebra|Modeling Computation',
      'Discrete Mathematics|Discrete and Combinatorial Mathematics|Discrete Mathematics with Applications|Discrete Mathematics: Mathematical Reasoning and Proof',
    ],
    [
      'finite-math',
      'Finite Mathematics',
      'Linear Programming|Mathematics of Finance|Game Theory',
      'Linear Functions|Systems of Linear Equations and Matrices|Linear Programming: The Graphical Method|The Simplex Method|Mathematics of Finance|Logic|Sets and Probability|Counting Principles|Further Probability|Statistics|Markov Chains|Game Theory',
      'Finite Mathematics and Its Applications|Finite Mathematics for Business, Economics, Life Sciences, and Social Sciences|Mathematics with Applications',
    ],
    [
      'math-liberal-arts',
      'Mathematics for Liberal Arts',
      'Quantitative Reasoning|Mathematics for Elementary Teachers|History of Mathematics',
      'Approaches to Problem Solving|Thinking Critically|Numbers in the Real World|Managing Your Money|Statistical Reasoning|Probability: Living with the Odds|Exponential Astonishment|Mathematics and the Arts|Voting and Apportionment|Graph Theory|Geometry',
      'Using and Understanding Mathematics: A Quantitative Reasoning Approach|Thinking Mathematically|A Survey of Mathematics with Applications|Mathematical Ideas|A Problem Solving Approach to Mathematics for Elementary School Teachers',
    ],
    [
      'geometry',
      'Geometry',
      'Euclidean Geometry|Non-Euclidean Geometry|Transformational Geometry',
      'Tools of Geometry|Reasoning and Proof|Parallel and Perpendicular Lines|Congruent Triangles|Relationships Within Triangles|Polygons and Quadrilaterals|Similarity|Right Triangles and Trigonometry|Transformations|Area|Surface Area and Volume|Circles|Probability',
      'Geometry: Common Core|College Geometry: A Discovery Approach|Geometry: Seeing, Doing, Understanding|Modern Geometries',
      'k12',
    ],
  ]),
  category('statistics', 'Statistics & Data Science', 285, [
    [
      'intro-statistics',
      'Introductory Statistics',
      'Descriptive Statistics|Inferential Statistics|Probability',
      'Data Collection|Organizing and Summarizing Data|Numerically Summarizing Data|Describing the Relation between Two Variables|Probability|Discrete Probability Distributions|The Normal Probability Distribution|Sampling Distributions|Estimating the Value of a Parameter|Hypothesis Tests Regarding a Parameter|Inferences on Two Samples|Inference on Categorical Data|Comparing Three or More Means|Inference on the Least-Squares Regression Model',
      'Elementary Statistics|Statistics: Informed Decisions Using Data|Stats: Data and Models|Introductory Statistics|The Basic Practice of Statistics|Statistics: The Art and Science of Learning from Data|{A} Statistics',
      'k12',
    ],
    [
      'business-statistics',
      'Business Statistics',
      'Decision Analysis|Regression Analysis|Quality Management',
      'Defining and Collecting Data|Organizing and Visualizing Variables|Numerical Descriptive Measures|Basic Probability|Discrete Probability Distributions|The Normal Distribution|Sampling Distributions|Confidence Interval Estimation|Fundamentals of Hypothesis Testing|Two-Sample Tests|Analysis of Variance|Simple Linear Regression|Multiple Regression|Time-Series Forecasting|Statistical Applications in Quality Management',
      'Business Statistics: A First Course|Statistics for Managers Using Microsoft Excel|Basic Business Statistics|Business Statistics: A Decision-Making Approach',
    ],
    [
      'biostatistics',
      'Biostatistics',
      'Epidemiological Methods|Clinical Trials|Survival Analysis',
      'Introduction to Biostatistics|Descriptive Statistics|Probability and Diagnostic Tests|Probability Distributions|Estimation|Hypothesis Testing: One Sample|Hypothesis Testing: Two Samples|Nonparametric Methods|Hypothesis Testing: Categorical Data|Regression and Correlation|Multisample Inference|Design and Analysis of Clinical Trials|Survival Analysis',
      'Fundamentals of Biostatistics|Biostatistical Analysis|Biostatistics for the Biological and Health Sciences',
    ],
    [
      'probability',
      'Probability',
      'Probability Theory|Stochastic Processes|Mathematical Statistics',
      'Combinatorial Analysis|Axioms of Probability|Conditional Probability and Independence|Random Variables|Continuous Random Variables|Jointly Distributed Random Variables|Properties of Expectation|Limit Theorems|Markov Chains|Poisson Processes|Simulation',
      'A First Course in Probability|Probability and Statistics for Engineers and Scientists|Mathematical Statistics with Applications|Introduction to Probability Models',
    ],
    [
      'data-science',
      'Data Science',
      'Machine Learning|Data Visualization|Data Analytics',
      'What Is Data Science?|Working with Data in Python|Data Wrangling|Exploratory Data Analysis|Data Visualization|Probability for Data Science|Statistical Inference|Linear Models|Classification|Clustering|Model Evaluation|Big Data Tools|Ethics and Privacy',
      'Introduction to Data Science|Data Science for Business|Python for Data Analysis|Data Analytics: Concepts, Techniques, and Applications|Practical Data Science',
    ],
  ]),
  category('computer-science', 'Computer Science & IT', 225, [
    [
      'programming',
      'Programming',
      'Java|Python|C++|C#|JavaScript',
      'Introduction to Computers and Programming|Elementary Programming|Selections|Loops|Methods and Functions|Arrays|Objects and Classes|Strings and Text Processing|Inheritance and Polymorphism|Exception Handling and Text I/O|Abstract Classes and Interfaces|Recursion|Generics|Lists, Stacks and Queues|Event-Driven Programming and GUIs',
      'Starting Out with Java: From Control Structures through Objects|Introduction to Java Programming and Data Structures|Starting Out with Python|Absolute C++|Problem Solving with C++|Visual C# How to Program|Programming in Python 3|JavaScript for the Web',
      'k12',
    ],
    [
      'computer-science-intro',
      'Computer Science',
      'Computer Science Principles|Computer Organization|Theory of Computation',
      'An Overview of Computer Science|Data Storage|Data Manipulation|Networking and the Internet|Algorithms|Programming Languages|Software Engineering|Data Abstractions|Database Systems|Computer Graphics|Artificial Intelligence|Theory of Computation',
      'Computer Science: An Overview|Computer Systems: A Programmer\u2019s Perspective|Computer Organization and Architecture|Introduction to the Theory of Computation',
      'k12',
    ],
    [
      'data-structures',
      'Data Structures & Algorithms',
      'Algorithm Analysis|Data Structures|Algorithm Design',
      'Introduction to Algorithms|Algorithm Analysis|Lists, Stacks and Queues|Trees|Hashing|Priority Queues|Sorting|The Disjoint Set Class|Graph Algorithms|Algorithm Design Techniques|Amortized Analysis|Advanced Data Structures',
      'Data Structures and Algorithm Analysis in Java|Data Structures and Algorithm Analysis in C++|Algorithm Design|Data Abstraction & Problem Solving with C++',
    ],
    [
      'databases',
      'Database Systems',
      'SQL|Database Design|NoSQL',
      'Databases and Database Users|Database System Concepts and Architecture|The Relational Data Model|Basic SQL|More SQL|The Entity-Relationship Model|Relational Database Design|Normalization|Indexing Structures|Query Processing and Optimization|Transaction Processing|Concurrency Control|NoSQL Databases|Database Security',
      'Fundamentals of Database Systems|Database Concepts|Modern Database Management|Database Systems: Design, Implementation, and Management',
    ],
    [
      'networking',
      'Networking',
      'Network Security|Wireless Networks|Network Administration',
      'Computer Networks and the Internet|The Application Layer|The Transport Layer|The Network Layer: Data Plane|The Network Layer: Control Plane|The Link Layer and LANs|Wireless and Mobile Networks|Security in Computer Networks|Network Management|Cloud Networking',
      'Computer Networking: A Top-Down Approach|Business Data Networks and Security|Data and Computer Communications|Network+ Guide to Networks',
    ],
    [
      'cybersecurity',
      'Cybersecurity',
      'Cryptography|Ethical Hacking|Information Assurance',
      'Security Concepts|Cryptographic Tools|User Authentication|Access Control|Database Security|Malicious Software|Denial-of-Service Attacks|Intrusion Detection|Firewalls|Software Security|Operating System Security|Cloud Security|Security Management and Risk Assessment|Legal and Ethical Aspects',
      'Computer Security: Principles and Practice|Cryptography and Network Security|Security in Computing|Corporate Computer Security',
    ],
    [
      'operating-systems',
      'Operating Systems',
      'Concurrency|Distributed Systems|Systems Programming',
      'Computer System Overview|Operating System Overview|Processes|Threads|Concurrency: Mutual Exclusion|Concurrency: Deadlock|Memory Management|Virtual Memory|Uniprocessor Scheduling|Multiprocessor Scheduling|I/O Management|File Management|Embedded Systems|Virtual Machines',
      'Operating Systems: Internals and Design Principles|Modern Operating Systems|Operating Systems: Design and Implementation',
    ],
    [
      'information-systems',
      'Management Information Systems',
      'Business Analytics|Enterprise Systems|E-Commerce',
      'Information Systems in Global Business Today|Global E-Business and Collaboration|Achieving Competitive Advantage|Ethical and Social Issues|IT Infrastructure|Foundations of Business Intelligence|Telecommunications and the Internet|Securing Information Systems|Enterprise Applications|E-Commerce|Managing Knowledge and Artificial Intelligence|Building Information Systems',
      'Management Information Systems: Managing the Digital Firm|Essentials of Management Information Systems|Using MIS|Experiencing MIS|Exploring Microsoft Office',
    ],
  ]),
  category('engineering', 'Engineering', 25, [
    [
      'engineering-intro',
      'Introduction to Engineering',
      'Engineering Design|Engineering Ethics|Engineering Graphics',
      'Introduction to the Engineering Profession|Engineering Design|Engineering Communication|Engineering Ethics|Engineering Fundamentals|Dimensions and Units|Length and Area|Mass and Energy|Electrical Circuits|Computational Engineering Tools|Statistics for Engineers',
      'Engineering Fundamentals: An Introduction to Engineering|Exploring Engineering|Thinking Like an Engineer|Engineering Graphics',
    ],
    [
      'electrical-engineering',
      'Electrical Engineering',
      'Circuit Analysis|Electronics|Signals & Systems',
      'Circuit Variables|Circuit Elements|Simple Resistive Circuits|Techniques of Circuit Analysis|The Operational Amplifier|Inductance and Capacitance|Response of First-Order RL and RC Circuits|Natural and Step Responses of RLC Circuits|Sinusoidal Steady-State Analysis|AC Power|Balanced Three-Phase Circuits|Introduction to the Laplace Transform|Frequency Selective Circuits',
      'Electric Circuits|Introductory Circuit Analysis|Electronic Devices and Circuit Theory|Signals and Systems|Microelectronic Circuits',
    ],
    [
      'mechanical-engineering',
      'Mechanical Engineering',
      'Statics|Dynamics|Mechanics of Materials|Thermodynamics',
      'General Principles|Force Vectors|Equilibrium of a Particle|Force System Resultants|Equilibrium of a Rigid Body|Structural Analysis|Internal Forces|Friction|Center of Gravity and Centroid|Moments of Inertia|Stress|Strain|Axial Load|Torsion|Bending|Deflection of Beams',
      'Engineering Mechanics: Statics|Engineering Mechanics: Dynamics|Mechanics of Materials|Engineering Mechanics: Statics & Dynamics|Fundamentals of Machine Elements',
    ],
    [
      'civil-engineering',
      'Civil Engineering',
      'Structural Analysis|Geotechnical Engineering|Transportation Engineering',
      'Types of Structures and Loads|Analysis of Statically Determinate Structures|Trusses|Beams and Frames|Influence Lines|Cables and Arches|Deflections|Force Method of Analysis|Displacement Method|Soil Composition|Soil Compaction|Consolidation|Shear Strength of Soil|Traffic Flow|Highway Design',
      'Structural Analysis|Principles of Geotechnical Engineering|Traffic and Highway Engineering|Fundamentals of Structural Analysis',
    ],
    [
      'chemical-engineering',
      'Chemical Engineering',
      'Process Design|Transport Phenomena|Reaction Engineering',
      'Introduction to Chemical Engineering Calculations|Material Balances|Material Balances with Reaction|Multiple-Unit Processes|Gases, Vapors and Liquids|Energy Balances|Heat of Reaction|Fluid Mechanics|Heat Transfer|Mass Transfer|Reactor Design|Separation Processes|Process Control',
      'Basic Principles and Calculations in Chemical Engineering|Elements of Chemical Reaction Engineering|Analysis, Synthesis, and Design of Chemical Processes',
    ],
    [
      'industrial-engineering',
      'Industrial Engineering',
      'Operations Research|Ergonomics|Quality Engineering',
      'Introduction to Industrial Engineering|Work Measurement|Facilities Planning|Production Planning|Inventory Systems|Queueing Models|Simulation|Linear Programming|Project Management|Quality Control|Reliability|Human Factors',
      'Introduction to Operations Research|Facilities Planning|Work Systems: The Methods, Measurement and Management of Work|Engineering Economy',
    ],
  ]),
  category('business', 'Business', 45, [
    [
      'accounting',
      'Accounting',
      'Financial Accounting|Managerial Accounting|Intermediate Accounting|Auditing|Taxation',
      'Accounting and the Business Environment|Recording Business Transactions|The Adjusting Process|Completing the Accounting Cycle|Merchandising Operations|Merchandise Inventory|Internal Control and Cash|Receivables|Plant Assets, Natural Resources and Intangibles|Current Liabilities and Payroll|Long-Term Liabilities|Stockholders\u2019 Equity|The Statement of Cash Flows|Financial Statement Analysis',
      '{A} Accounting|Financial Accounting|Managerial Accounting|{A}\u2019s Accounting|Intermediate Accounting|Cost Accounting: A Managerial Emphasis|Auditing and Assurance Services|Federal Taxation',
    ],
    [
      'finance',
      'Finance',
      'Corporate Finance|Investments|Personal Finance|Financial Management',
      'Corporate Finance and the Financial Manager|Introduction to Financial Statement Analysis|Financial Decision Making and the Law of One Price|The Time Value of Money|Interest Rates|Valuing Bonds|Investment Decision Rules|Fundamentals of Capital Budgeting|Valuing Stocks|Capital Markets and the Pricing of Risk|Optimal Portfolio Choice|Estimating the Cost of Capital|Capital Structure|Payout Policy',
      'Corporate Finance|Fundamentals of Corporate Finance|Principles of Managerial Finance|Investments|Personal Finance|Financial Management: Principles and Applications|Multinational Business Finance',
    ],
    [
      'management',
      'Management',
      'Principles of Management|Human Resource Management|Strategic Management|Operations Management',
      'Managers and You in the Workplace|Making Decisions|Influence of the External Environment and Organizational Culture|Managing in a Global Environment|Managing Diversity|Managing Social Responsibility and Ethics|Foundations of Planning|Managing Strategy|Designing Organizational Structure|Managing Human Resources|Motivating Employees|Managers as Leaders|Managing Communication|Controlling Work and Organizational Processes',
      'Management|Fundamentals of Management|Human Resource Management|Strategic Management: Concepts and Cases|Operations Management: Sustainability and Supply Chain Management|Supervision Today!',
    ],
    [
      'marketing',
      'Marketing',
      'Principles of Marketing|Consumer Behavior|Digital Marketing|Marketing Research',
      'Marketing: Creating Customer Value and Engagement|Company and Marketing Strategy|Analyzing the Marketing Environment|Managing Marketing Information|Consumer Markets and Buyer Behavior|Business Markets|Customer Value-Driven Marketing Strategy|Products, Services and Brands|Developing New Products|Pricing|Marketing Channels|Retailing and Wholesaling|Advertising and Public Relations|Direct, Online, Social Media and Mobile Marketing',
      'Principles of Marketing|Marketing: An Introduction|Marketing Management|Consumer Behavior: Buying, Having, and Being|Marketing Research: An Applied Orientation|Digital Marketing: Strategy, Implementation and Practice',
    ],
    [
      'organizational-behavior',
      'Organizational Behavior',
      'Leadership|Teams|Organizational Change',
      'What Is Organizational Behavior?|Diversity in Organizations|Attitudes and Job Satisfaction|Emotions and Moods|Personality and Individual Differences|Perception and Individual Decision Making|Motivation Concepts|Foundations of Group Behavior|Understanding Work Teams|Communication|Leadership|Power and Politics|Conflict and Negotiation|Organizational Culture|Organizational Change and Stress Management',
      'Organizational Behavior|Essentials of Organizational Behavior|Organizational Behavior: Managing People and Organizations',
    ],
    [
      'business-law',
      'Business Law',
      'Contracts|Legal Environment of Business|Employment Law',
      'The Legal and Ethical Environment|Courts and Jurisdiction|Constitutional Law|Torts and Cyber Torts|Intellectual Property|Criminal Law|Nature and Classification of Contracts|Agreement|Consideration|Capacity and Legality|Breach of Contract and Remedies|Sales and Lease Contracts|Agency|Business Organizations|Employment Law',
      'Business Law|The Legal Environment of Business|Business Law: Text and Cases|Contemporary Business Law',
    ],
    [
      'entrepreneurship',
      'Entrepreneurship',
      'Small Business Management|Innovation|New Venture Creation',
      'Introduction to Entrepreneurship|Recognizing Opportunities|Feasibility Analysis|Writing a Business Plan|Industry and Competitor Analysis|Developing an Effective Business Model|Preparing the Proper Ethical and Legal Foundation|Assessing a New Venture\u2019s Financial Strength|Building a New-Venture Team|Getting Financing or Funding|Unique Marketing Issues|Intellectual Property|Strategies for Firm Growth|Franchising',
      'Entrepreneurship: Successfully Launching New Ventures|Essentials of Entrepreneurship and Small Business Management|Technology Ventures',
    ],
    [
      'international-business',
      'International Business',
      'Global Strategy|International Trade|Cross-Cultural Management',
      'Globalization|Country Differences in Political Economy|Differences in Culture|Ethics in International Business|International Trade Theory|Government Policy and International Trade|Foreign Direct Investment|Regional Economic Integration|The Foreign Exchange Market|The International Monetary System|The Strategy of International Business|Entry Strategy|Exporting, Importing and Countertrade|Global Marketing',
      'International Business: The Challenges of Globalization|International Business: Environments and Operations|Global Business Today',
    ],
    [
      'business-communication',
      'Business Communication',
      'Professional Writing|Presentations|Workplace Communication',
      'Professional Communication in a Digital, Social, Mobile World|Collaboration, Interpersonal Communication and Business Etiquette|Communication Challenges in a Diverse, Global Marketplace|Planning Business Messages|Writing Business Messages|Completing Business Messages|Crafting Messages for Digital Channels|Writing Routine and Positive Messages|Writing Negative Messages|Writing Persuasive Messages|Writing Reports and Proposals|Developing and Delivering Presentations|Writing R\u00e9sum\u00e9s|Applying and Interviewing for Employment',
      'Business Communication Today|Excellence in Business Communication|Business Communication: Process and Product|Technical Communication',
    ],
  ]),
  category('economics', 'Economics', 60, [
    [
      'microeconomics',
      'Microeconomics',
      'Price Theory|Industrial Organization|Behavioral Economics',
      'Economics: Foundations and Models|Trade-offs, Comparative Advantage and the Market System|Where Prices Come From: The Interaction of Demand and Supply|Economic Efficiency, Government Price Setting and Taxes|Externalities|Elasticity|Consumer Choice|Technology, Production and Costs|Firms in Perfectly Competitive Markets|Monopolistic Competition|Oligopoly|Monopoly and Antitrust Policy|Pricing Strategy|The Markets for Labor',
      'Principles of Microeconomics|Microeconomics|Microeconomics: Theory and Applications with Calculus|Intermediate Microeconomics|{A} Microeconomics',
    ],
    [
      'macroeconomics',
      'Macroeconomics',
      'Monetary Policy|Economic Growth|Fiscal Policy',
      'Economics: Foundations and Models|GDP: Measuring Total Production and Income|Unemployment and Inflation|Economic Growth, the Financial System and Business Cycles|Long-Run Economic Growth|Aggregate Expenditure and Output in the Short Run|Aggregate Demand and Aggregate Supply Analysis|Money, Banks and the Federal Reserve System|Monetary Policy|Fiscal Policy|Inflation, Unemployment and Federal Reserve Policy|Macroeconomics in an Open Economy|The International Financial System',
      'Principles of Macroeconomics|Macroeconomics|Macroeconomics: Policy and Practice|{A} Macroeconomics',
    ],
    [
      'principles-economics',
      'Principles of Economics',
      'Economic Principles|Survey of Economics|Economic Issues',
      'The Central Concepts of Economics|Demand and Supply|Elasticity|Markets in Action|Efficiency and Equity|Production and Cost|Competitive Markets|Monopoly|Externalities and Public Goods|Measuring GDP|Jobs and Inflation|Economic Growth|Money and Banking|The Business Cycle|Fiscal and Monetary Policy',
      'Economics|Economics Today|Survey of Economics|Foundations of Economics|Economics: Principles, Applications, and Tools|Economics Today: The Macro View',
      'k12',
    ],
    [
      'econometrics',
      'Econometrics',
      'Time Series|Panel Data|Causal Inference',
      'Economic Questions and Data|Review of Probability|Review of Statistics|Linear Regression with One Regressor|Regression with a Single Regressor: Hypothesis Tests|Linear Regression with Multiple Regressors|Nonlinear Regression Functions|Assessing Studies Based on Multiple Regression|Regression with Panel Data|Regression with a Binary Dependent Variable|Instrumental Variables Regression|Experiments and Quasi-Experiments|Introduction to Time Series Regression',
      'Introduction to Econometrics|Using Econometrics: A Practical Guide|Econometric Analysis',
    ],
    [
      'international-economics',
      'International Economics',
      'International Trade|International Finance|Development Economics',
      'Introduction|World Trade: An Overview|Labor Productivity and Comparative Advantage|Specific Factors and Income Distribution|Resources and Trade|The Standard Trade Model|External Economies of Scale|Firms in the Global Economy|The Instruments of Trade Policy|The Political Economy of Trade Policy|Exchange Rates and the Foreign Exchange Market|Money, Interest Rates and Exchange Rates|Price Levels and the Exchange Rate in the Long Run|Fixed Exchange Rates',
      'International Economics: Theory and Policy|International Trade|International Finance|Economic Development',
    ],
    [
      'money-banking',
      'Money & Banking',
      'Financial Institutions|Central Banking|Financial Markets',
      'Why Study Money, Banking and Financial Markets?|An Overview of the Financial System|What Is Money?|The Meaning of Interest Rates|The Behavior of Interest Rates|The Risk and Term Structure of Interest Rates|The Stock Market|An Economic Analysis of Financial Structure|Financial Crises|Banking and the Management of Financial Institutions|Economic Analysis of Financial Regulation|Central Banks|The Money Supply Process|Tools of Monetary Policy',
      'The Economics of Money, Banking, and Financial Markets|Money, Banking, and the Financial System|Financial Markets and Institutions',
    ],
    [
      'public-economics',
      'Public Finance',
      'Taxation|Public Choice|Health Economics',
      'Why Study Public Finance?|Theoretical Tools of Public Finance|Empirical Tools of Public Finance|Budget Analysis and Deficit Financing|Externalities: Problems and Solutions|Public Goods|Cost-Benefit Analysis|Political Economy|State and Local Government Expenditures|Education|Social Insurance|Health Insurance|Taxation in the United States|Tax Inefficiencies',
      'Public Finance and Public Policy|Public Finance|The Economics of Health and Health Care',
    ],
  ]),
  category('health-professions', 'Nursing & Health Professions', 350, [
    [
      'nursing',
      'Nursing',
      'Fundamentals of Nursing|Medical-Surgical Nursing|Maternal & Child Nursing|Mental Health Nursing',
      'Nursing Today|Evidence-Based Practice|Legal and Ethical Aspects of Nursing|Health Assessment|Vital Signs|Asepsis and Infection Control|Safety|Hygiene|Medication Administration|Skin Integrity and Wound Care|Perioperative Nursing|Nutrition|Urinary and Bowel Elimination|Oxygenation|Fluid, Electrolyte and Acid-Base Balance|Care of the Older Adult',
      'Fundamentals of Nursing: Concepts, Process, and Practice|Medical-Surgical Nursing: Critical Reasoning in Patient Care|Maternal & Child Nursing Care|Psychiatric-Mental Health Nursing|Nursing: A Concept-Based Approach to Learning|Clinical Nursing Skills|{A} Fundamentals of Nursing',
    ],
    [
      'pharmacology',
      'Pharmacology',
      'Clinical Pharmacology|Pharmacology for Nurses|Drug Calculations',
      'Introduction to Pharmacology|Drug Regulations and Approval|Principles of Drug Administration|Pharmacokinetics|Pharmacodynamics|Medication Errors and Risk Reduction|Drugs for the Nervous System|Drugs for Pain|Drugs for Hypertension|Drugs for Heart Failure|Drugs for Diabetes|Drugs for Infections|Drugs for Cancer|Drugs for Respiratory Disorders',
      'Pharmacology for Nurses: A Pathophysiologic Approach|Pharmacology: Connections to Nursing Practice|Basic Pharmacology for Nurses|Dosage Calculations',
    ],
    [
      'emergency-medical-services',
      'Emergency Medical Services',
      'EMT|Paramedic|Emergency Medical Responder',
      'EMS Systems|Workforce Safety and Wellness|Medical, Legal and Ethical Issues|Communications and Documentation|Medical Terminology|The Human Body|Life Span Development|Lifting and Moving Patients|Airway Management|Patient Assessment|Cardiac Emergencies|Trauma Overview|Bleeding and Shock|Environmental Emergencies|Obstetrics and Neonatal Care',
      'Prehospital Emergency Care|Emergency Care|Paramedic Care: Principles & Practice|First Responder',
    ],
    [
      'medical-terminology',
      'Medical Terminology',
      'Body Systems Approach|Medical Coding|Health Information Management',
      'Introduction to Medical Terminology|Body Organization|Integumentary System|Musculoskeletal System|Cardiovascular System|Blood and the Lymphatic and Immune Systems|Respiratory System|Digestive System|Urinary System|Reproductive System|Endocrine System|Nervous System|Special Senses|Mental Health|Pharmacology Terms|Oncology and Radiology',
      'Medical Terminology: A Living Language|Medical Terminology for Health Professions|Medical Language: Immerse Yourself|Medical Terminology Complete!',
    ],
    [
      'nutrition',
      'Nutrition',
      'Human Nutrition|Sports Nutrition|Community Nutrition',
      'The Role of Nutrition in Our Health|Designing a Healthful Diet|The Human Body: Are We Really What We Eat?|Carbohydrates|Lipids|Proteins|Nutrients Involved in Energy Metabolism|Nutrients Involved in Fluid and Electrolyte Balance|Nutrients Involved in Antioxidant Function|Nutrients Involved in Bone Health|Achieving and Maintaining a Healthful Body Weight|Nutrition and Physical Activity|Food Safety and Technology|Nutrition Through the Life Cycle',
      'Nutrition: An Applied Approach|The Science of Nutrition|Nutrition for Life|Nutrition and You|Nutrition for Healthy Living',
    ],
    [
      'kinesiology',
      'Kinesiology',
      'Exercise Physiology|Biomechanics|Motor Learning',
      'Introduction to Kinesiology|Anatomical Foundations|Mechanical Foundations|The Skeletal System|The Muscular System|Neuromuscular Control|Bioenergetics|Cardiorespiratory Responses to Exercise|Training for Strength|Training for Endurance|Motor Learning|Biomechanics of Human Movement|Exercise Prescription',
      'Exercise Physiology: Theory and Application|Biomechanics of Sport and Exercise|Fitness & Wellness|Kinesiology: Scientific Basis of Human Motion',
    ],
    [
      'public-health',
      'Public Health',
      'Epidemiology|Global Health|Health Policy',
      'Introduction to Public Health|The History of Public Health|Epidemiology|Biostatistics|Environmental Health|Infectious Disease|Chronic Disease|Injury Prevention|Maternal and Child Health|Health Behavior|Health Policy and Law|Health Systems|Global Health|Emergency Preparedness',
      'Introduction to Public Health|Public Health 101|Essentials of Epidemiology in Public Health|Global Health 101',
    ],
    [
      'health-science',
      'Health & Wellness',
      'Personal Health|Stress Management|Human Sexuality',
      'Accessing Health|Promoting and Preserving Your Psychological Health|Managing Stress|Improving Your Sleep|Preventing Violence and Injury|Connecting and Communicating|Understanding Your Sexuality|Considering Your Reproductive Choices|Recognizing and Avoiding Addiction|Drinking Alcohol Responsibly|Ending Tobacco Use|Nutrition|Reaching and Maintaining a Healthy Weight|Improving Your Personal Fitness|Reducing Cardiovascular Disease and Cancer Risks',
      'Health: The Basics|Access to Health|Core Concepts in Health|Human Sexuality in a Changing World',
      'k12',
    ],
    [
      'allied-health',
      'Allied Health',
      'Medical Assisting|Pharmacy Technician|Dental Hygiene|Respiratory Care',
      'The Allied Health Professions|Professionalism|Communication in Health Care|Legal and Ethical Responsibilities|Infection Control|Vital Signs|The Physical Examination|Electrocardiography|Phlebotomy|Pharmacy Practice|Dental Anatomy|Respiratory Therapeutics|Patient Education',
      'Medical Assisting: Administrative and Clinical Competencies|Pharmacy Practice for Technicians|Dental Hygiene: Theory and Practice|{A}\u2019s Fundamentals of Respiratory Care',
    ],
  ]),
  category('psychology', 'Psychology', 300, [
    [
      'intro-psychology',
      'Introductory Psychology',
      'General Psychology|History of Psychology|Psychological Science',
      'The Science of Psychology|The Biological Perspective|Sensation and Perception|Consciousness|Learning|Memory|Cognition: Thinking, Intelligence and Language|Development Across the Life Span|Motivation and Emotion|Stress and Health|Social Psychology|Theories of Personality|Psychological Disorders|Psychological Therapies',
      'Psychology|Psychology: From Inquiry to Understanding|Psychology in Everyday Life|Mastering the World of Psychology|Psychology and Life|{A} Psychology',
      'k12',
    ],
    [
      'abnormal-psychology',
      'Abnormal Psychology',
      'Clinical Psychology|Psychopathology|Counseling Psychology',
      'Looking at Abnormality|Explanations of Abnormality|Clinical Assessment and Diagnosis|Research Methods|Anxiety Disorders|Obsessive-Compulsive and Related Disorders|Trauma and Stressor-Related Disorders|Mood Disorders and Suicide|Eating Disorders|Substance-Related Disorders|Schizophrenia Spectrum Disorders|Personality Disorders|Neurodevelopmental Disorders|Neurocognitive Disorders',
      'Abnormal Psychology|Abnormal Psychology: Clinical Perspectives on Psychological Disorders|Understanding Abnormal Behavior|Psychopathology: History, Diagnosis, and Empirical Foundations',
    ],
    [
      'developmental-psychology',
      'Developmental Psychology',
      'Child Development|Adolescence|Lifespan Development|Adult Development & Aging',
      'Introduction to Lifespan Development|Genetics, Prenatal Development and Birth|Physical Development in Infancy|Cognitive Development in Infancy|Social and Personality Development in Infancy|Physical and Cognitive Development in the Preschool Years|Middle Childhood|Adolescence|Early Adulthood|Middle Adulthood|Late Adulthood|Death and Dying',
      'Lifespan Development|Development Through the Lifespan|Child Development|Adolescence|Experience Human Development|Infants, Children, and Adolescents',
    ],
    [
      'social-psychology',
      'Social Psychology',
      'Attitudes & Persuasion|Group Processes|Prejudice',
      'Introducing Social Psychology|Methodology: How Social Psychologists Do Research|Social Cognition|Social Perception|The Self|Attitudes and Attitude Change|Conformity and Obedience|Group Processes|Interpersonal Attraction|Prosocial Behavior|Aggression|Prejudice|Social Psychology and Health|Social Psychology and the Law',
      'Social Psychology|Social Psychology: Goals in Interaction|Exploring Social Psychology',
    ],
    [
      'research-methods',
      'Research Methods',
      'Experimental Design|Statistics for Psychology|Qualitative Methods',
      'The Science of Psychology|Scientific Method|Ethical Issues|Measurement|Observation|Survey Research|Correlational Research|Experimental Design|Complex Designs|Single-Case Designs|Quasi-Experimental Designs|Data Analysis and Interpretation|Writing in APA Style',
      'Research Methods in Psychology|Research Design in Clinical Psychology|Statistics for the Behavioral Sciences|Statistics Using SPSS',
    ],
    [
      'cognitive-psychology',
      'Cognitive Psychology',
      'Perception|Memory & Learning|Language & Thought',
      'Cognitive Psychology: History, Methods and Paradigms|The Brain: An Overview|Perceiving Objects and Recognizing Patterns|Paying Attention|Working Memory|Long-Term Memory|Knowledge Representation|Visual Imagery|Language|Thinking and Problem Solving|Reasoning|Making Decisions|Cognitive Development',
      'Cognitive Psychology: Mind and Brain|Cognition: Exploring the Science of the Mind|Cognitive Psychology: In and Out of the Laboratory',
    ],
    [
      'biological-psychology',
      'Biological Psychology',
      'Neuroscience|Behavioral Genetics|Psychopharmacology',
      'Biopsychology as a Neuroscience|Evolution, Genetics and Experience|Anatomy of the Nervous System|Neural Conduction and Synaptic Transmission|The Research Methods of Biopsychology|The Visual System|Mechanisms of Perception|The Sensorimotor System|Development of the Nervous System|Brain Damage and Neuroplasticity|Learning, Memory and Amnesia|Hunger, Eating and Health|Hormones and Sex|Sleep, Dreaming and Circadian Rhythms|Drug Addiction',
      'Biopsychology|Physiology of Behavior|Foundations of Behavioral Neuroscience|Discovering Behavioral Neuroscience',
    ],
  ]),
  category('social-sciences', 'Social Sciences', 170, [
    [
      'sociology',
      'Sociology',
      'Introductory Sociology|Marriage & Family|Social Problems|Race & Ethnicity',
      'The Sociological Perspective|Culture|Socialization|Social Structure and Social Interaction|How Sociologists Do Research|Societies to Social Networks|Bureaucracy and Formal Organizations|Deviance and Social Control|Global Stratification|Social Class in the United States|Race and Ethnicity|Sex and Gender|The Economy|Politics|The Family|Education and Religion|Population and Urbanization',
      'Sociology: A Down-to-Earth Approach|Essentials of Sociology|Sociology|Social Problems|Marriage and Family|Race and Ethnic Relations|{A} Sociology',
      'k12',
    ],
    [
      'anthropology',
      'Anthropology',
      'Cultural Anthropology|Physical Anthropology|Archaeology',
      'Anthropology: The Study of Humanity|Culture|Methods in Cultural Anthropology|Economic Systems|Reproduction and Human Development|Disease, Illness and Healing|Kinship and Domestic Life|Social Groups and Social Stratification|Political and Legal Systems|Religion|Communication|Expressive Culture|People on the Move|People Defining Development',
      'Cultural Anthropology|Anthropology|Physical Anthropology and Archaeology|Archaeology: Down to Earth|Human Evolution and Prehistory',
    ],
    [
      'political-science',
      'Political Science',
      'American Government|Comparative Politics|International Relations|Political Theory',
      'The Political Landscape|The Constitution|Federalism|State and Local Government|Civil Liberties|Civil Rights|Congress|The Presidency|The Executive Branch and the Federal Bureaucracy|The Judiciary|Public Opinion and Political Socialization|Political Parties|Elections and Voting|The Campaign Process|The News Media|Interest Groups|Domestic Policy|Foreign and Defense Policy',
      'Government in America: People, Politics, and Policy|American Government: Roots and Reform|The Logic of American Politics|Comparative Politics Today|International Relations|The Struggle for Democracy',
      'k12',
    ],
    [
      'criminal-justice',
      'Criminal Justice',
      'Criminology|Policing|Corrections|Criminal Law',
      'What Is Criminal Justice?|The Crime Picture|Criminal Law|Policing: Purpose and Organization|Policing: Legal Aspects|Policing: Issues and Challenges|The Courts|The Courtroom Work Group|Sentencing|Probation, Parole and Reentry|Prisons and Jails|Prison Life|Juvenile Justice|Terrorism and Multinational Criminal Justice|The Future of Criminal Justice',
      'Criminal Justice Today|Criminology Today|Introduction to Criminal Justice|Corrections in the 21st Century|Criminal Investigation|Policing in America',
    ],
    [
      'geography',
      'Geography',
      'Physical Geography|Human Geography|World Regional Geography|GIS',
      'Essentials of Geography|The Solar Energy System|Atmospheric Energy and Global Temperatures|Atmospheric and Oceanic Circulation|Atmospheric Water and Weather|Global Climate Systems|The Dynamic Planet|Tectonics, Earthquakes and Volcanism|Weathering, Karst Landscapes and Mass Movement|River Systems|Coastal Systems|Glacial and Periglacial Landscapes|Ecosystem Essentials|Terrestrial Biomes',
      'Geosystems: An Introduction to Physical Geography|The Cultural Landscape: An Introduction to Human Geography|Globalization and Diversity: Geography of a Changing World|Introduction to Geographic Information Systems|Elemental Geosystems',
      'k12',
    ],
    [
      'social-work',
      'Social Work',
      'Social Welfare Policy|Human Behavior in the Social Environment|Practice Methods',
      'The Social Work Profession|Social Welfare Policy|Poverty and Public Welfare|Generalist Practice|Engagement and Assessment|Intervention and Evaluation|Family Services|Child Welfare|Mental Health Services|Health Care|Services to Older Adults|Criminal Justice and Social Work|Diversity and Social Justice|International Social Work',
      'Introduction to Social Work and Social Welfare|Understanding Generalist Practice|Human Behavior and the Social Environment|Empowerment Series: Social Work Practice',
    ],
    [
      'human-services',
      'Human Services',
      'Case Management|Counseling Skills|Family Studies',
      'The Human Services Profession|History of Human Services|The Helping Process|Case Management|Interviewing Skills|Counseling Theories|Group Work|Crisis Intervention|Working with Families|Substance Abuse Services|Gerontology|Ethics in Human Services|Multicultural Practice',
      'An Introduction to Human Services|Case Management: An Introduction to Concepts and Skills|The Skilled Helper|Intentional Interviewing and Counseling',
    ],
  ]),
  category('humanities', 'Humanities', 15, [
    [
      'us-history',
      'U.S. History',
      'Colonial America|Civil War & Reconstruction|Twentieth-Century America',
      'The First Americans|European Exploration and Colonization|British North America|The American Revolution|Creating a New Nation|The Market Revolution|Reform and Religion|Slavery and the South|Manifest Destiny|The Civil War|Reconstruction|The Gilded Age|The Progressive Era|World War I|The Great Depression and the New Deal|World War II|The Cold War|The Civil Rights Movement',
      'Out of Many: A History of the American People|The American Journey|Created Equal: A History of the United States|America: A Concise History|United States History',
      'k12',
    ],
    [
      'world-history',
      'World History',
      'Ancient Civilizations|Western Civilization|Modern World History',
      'The Emergence of Human Communities|Early Civilizations|The Classical Mediterranean|Classical India and China|The Spread of World Religions|The Islamic World|Medieval Europe|The Mongol Empire|The Americas before 1500|The Renaissance and Reformation|Global Exploration|The Scientific Revolution and the Enlightenment|The Age of Revolutions|Industrialization|Imperialism|The World Wars|Decolonization|Globalization',
      'World Civilizations: The Global Experience|Western Civilization: A Social and Cultural History|The West: Encounters & Transformations|Traditions and Encounters|World History: Patterns of Interaction',
      'k12',
    ],
    [
      'philosophy',
      'Philosophy',
      'Ethics|Logic|Philosophy of Mind|Philosophy of Religion',
      'What Is Philosophy?|Logic and Argument|The Pre-Socratics|Plato and Aristotle|Knowledge and Skepticism|Rationalism and Empiricism|Kant|Philosophy of Mind|Free Will and Determinism|Personal Identity|Philosophy of Religion|Ethical Theories|Political Philosophy|Existentialism|Contemporary Philosophy',
      'Philosophy: The Power of Ideas|Introduction to Philosophy: Classical and Contemporary Readings|Ethics: Theory and Practice|Introduction to Logic|The Elements of Moral Philosophy|Doing Philosophy',
    ],
    [
      'religion',
      'Religion',
      'World Religions|Biblical Studies|Religion & Society',
      'Understanding Religion|Indigenous Religions|Hinduism|Jainism|Buddhism|Sikhism|Daoism and Confucianism|Shinto|Zoroastrianism|Judaism|Christianity|Islam|New Religious Movements|Religion in the Modern World',
      'Living Religions|World Religions Today|The Religious Quest|Anatomy of the Sacred|Introduction to the Bible',
    ],
    [
      'art',
      'Art & Art History',
      'Art Appreciation|Art History|Drawing|Design',
      'What Is Art?|The Visual Elements|Principles of Design|Drawing|Painting|Printmaking|Photography and Film|Sculpture|Architecture|Prehistoric and Ancient Art|Greek and Roman Art|Medieval Art|Renaissance Art|Baroque Art|Modern Art|Contemporary Art',
      'Art History|Artforms|{A}\u2019s Art through the Ages|Drawing from Observation|Design Basics|A World of Art|Art: A Brief History',
      'k12',
    ],
    [
      'music',
      'Music',
      'Music Appreciation|Music Theory|Music History',
      'Elements of Music|Rhythm and Meter|Melody|Harmony|Musical Texture|Musical Form|Music of the Middle Ages|The Renaissance|The Baroque Period|The Classical Era|The Romantic Era|Music of the Twentieth Century|Jazz|Rock and Popular Music|Music of the World',
      'Music: An Appreciation|Listen|Tonal Harmony|Music in Theory and Practice|Jazz Styles: History and Analysis|Enjoyment of Music',
      'k12',
    ],
    [
      'theatre-film',
      'Theatre & Film',
      'Theatre Appreciation|Film Studies|Acting',
      'The Audience|Theatre Spaces|The Playwright|Dramatic Structure|Genres|The Actor|The Director|Scenic Design|Costume and Makeup|Lighting and Sound|Greek and Roman Theatre|Medieval Theatre|Shakespeare and the Elizabethan Stage|Modern Theatre|Film Form and Film History',
      'The Theatre Experience|Theatre: Collaborative Acts|Looking at Movies|Film Art: An Introduction|Acting: The First Six Lessons',
    ],
  ]),
  category('english', 'English & Communication', 330, [
    [
      'composition',
      'Composition',
      'First-Year Writing|Argument & Research|Rhetoric|Grammar & Handbooks',
      'The Writing Process|Critical Reading|Thinking Critically|Writing with Purpose|Narration|Description|Exemplification|Process Analysis|Cause and Effect|Comparison and Contrast|Classification and Division|Definition|Argument|Research: Finding and Evaluating Sources|Documenting Sources: MLA and APA|Grammar, Punctuation and Mechanics',
      'The Little, Brown Handbook|Writing Today|The Curious Writer|Everything\u2019s an Argument|The Prentice Hall Reference Guide|The Longman Writer|Writing Arguments',
      'k12',
    ],
    [
      'literature',
      'Literature',
      'American Literature|British Literature|World Literature|Poetry|Drama',
      'Reading Literature|Writing about Literature|Plot|Point of View|Character|Setting|Tone and Style|Symbol|Theme|Reading Poetry|Imagery|Figures of Speech|Sound|Rhythm and Meter|Reading Drama|Tragedy and Comedy|Critical Approaches to Literature',
      'Literature: An Introduction to Fiction, Poetry, Drama, and Writing|An Introduction to Poetry|The Anthology of American Literature|Backpack Literature|The Longman Anthology of British Literature|Literature and Its Writers',
      'k12',
    ],
    [
      'developmental-english',
      'Developmental Reading & Writing',
      'Reading Skills|Paragraph Writing|Integrated Reading & Writing',
      'Becoming an Active Reader|Developing Your Vocabulary|Main Ideas|Supporting Details|Transitions and Patterns of Organization|Inferences|Purpose and Tone|Argument|Critical Thinking|Writing Paragraphs|Writing Essays|Sentence Fragments|Run-Ons and Comma Splices|Verbs|Pronouns|Spelling',
      'The Master Reader|Reading for Results|Sentence Skills|Writing for Life: Paragraphs and Essays|Real Reading, Real Writing|The Effective Reader',
    ],
    [
      'technical-writing',
      'Technical Writing',
      'Professional Writing|Writing for the Web|Grant Writing',
      'Introduction to Technical Communication|Understanding Ethical, Legal and Cultural Issues|Writing Collaboratively|Analyzing Your Audience and Purpose|Researching Your Subject|Organizing Your Information|Emphasizing Important Information|Writing Correspondence|Writing Job-Application Materials|Writing Proposals|Writing Informational Reports|Writing Recommendation Reports|Writing Definitions, Descriptions and Instructions|Making Oral Presentations|Designing Websites and Documents',
      'Technical Communication|Technical Writing: Process and Product|Reporting Technical Information|Writing That Works',
    ],
    [
      'communication',
      'Communication',
      'Public Speaking|Interpersonal Communication|Mass Communication|Intercultural Communication',
      'The Foundations of Communication|Perception and Communication|The Self and Communication|Verbal Communication|Nonverbal Communication|Listening|Interpersonal Relationships|Small Group Communication|Leadership in Groups|Speech Preparation|Researching Your Speech|Organizing and Outlining|Delivering Your Speech|Informative Speaking|Persuasive Speaking',
      'Public Speaking: An Audience-Centered Approach|Human Communication: Principles and Contexts|The Interpersonal Communication Book|Communicating in Small Groups|Mass Communication: Living in a Media World|A Speaker\u2019s Guidebook',
      'k12',
    ],
    [
      'journalism',
      'Journalism',
      'News Writing|Media Law & Ethics|Digital Media',
      'What Is News?|News Values|Reporting Basics|Interviewing|Writing the Lead|The Inverted Pyramid|Feature Writing|Covering Beats|Writing for Broadcast|Digital and Social Media|Data Journalism|Editing|Media Law|Journalism Ethics',
      'News Reporting and Writing|The Associated Press Guide to News Writing|Media Ethics: Cases and Moral Reasoning|Writing and Reporting for the Media',
    ],
  ]),
  category('world-languages', 'World Languages', 190, [
    [
      'spanish',
      'Spanish',
      'Elementary Spanish|Intermediate Spanish|Spanish for Heritage Speakers|Spanish Grammar & Composition',
      'Hola, \u00bfqu\u00e9 tal?|En la universidad|La familia|Los pasatiempos|Vacaciones en Puerto Rico|\u00a1De compras!|En la ciudad|Rutinas diarias|La comida|Fiestas y celebraciones|La salud|El hogar|La naturaleza|El mundo del trabajo',
      '!\u00a1Arriba! Comunicaci\u00f3n y cultura|Puntos de encuentro|Portales|Horizontes: Introducci\u00f3n a la lengua espa\u00f1ola|Panoramas: Espa\u00f1ol sin barreras|Mosaicos: Spanish as a World Language|Temas: Spanish for the Global Community|Gram\u00e1tica en contexto',
      'k12',
    ],
    [
      'french',
      'French',
      'Elementary French|Intermediate French|French Culture & Civilization',
      'Bonjour!|Ma famille et moi|La vie quotidienne|\u00c0 la maison|Les loisirs|En ville|Au restaurant|Les voyages|La sant\u00e9|Le monde du travail|Les arts|La francophonie|L\u2019environnement',
      '!Chez nous: Branch\u00e9 sur le monde francophone|Points de d\u00e9part|Contacts: Langue et culture fran\u00e7aises|Regards: le fran\u00e7ais sans fronti\u00e8res|Promenades|Ensemble!',
      'k12',
    ],
    [
      'german',
      'German',
      'Elementary German|Intermediate German|German Culture',
      'Hallo! Wie geht\u2019s?|Familie und Freunde|Wohnen|Essen und Trinken|Freizeit|Reisen|Einkaufen|Gesundheit|Studium und Beruf|Stadt und Land|Geschichte und Gegenwart|Kunst und Kultur',
      '!Treffpunkt Deutsch|Unterwegs: Deutsch f\u00fcr Anf\u00e4nger|Begegnungen: A Communicative Approach|Vorsprung|Sag mal',
      'k12',
    ],
    [
      'italian',
      'Italian',
      'Elementary Italian|Intermediate Italian|Italian Culture',
      'Come va?|Io e gli altri|La famiglia|Le feste|La vita in citt\u00e0|Il tempo libero|A tavola|Viaggiare|La salute|Il lavoro|L\u2019Italia e gli italiani|L\u2019arte e la musica',
      '!Ciao!|Percorsi: L\u2019Italia attraverso la lingua e la cultura|Avanti!|Benvenuti! An Invitation to Italian|Passaggi',
    ],
    [
      'chinese',
      'Chinese',
      'Elementary Chinese|Intermediate Chinese|Chinese Characters',
      'Greetings|Family|Dates and Time|Hobbies|Visiting Friends|Making Appointments|Studying Chinese|School Life|Shopping|Transportation|Weather|Dining|Asking Directions|Birthday Party',
      '!Integrated Chinese|Chinese Link: Beginning Chinese|Chinese Step by Step|Modern Chinese: Beginning Chinese Readings',
      'k12',
    ],
    [
      'japanese',
      'Japanese',
      'Elementary Japanese|Intermediate Japanese|Kanji',
      'New Friends|Shopping|Making a Date|The First Date|A Trip to Okinawa|A Day in Robert\u2019s Life|Family Picture|Barbecue|Kabuki|Winter Vacation Plans|After the Vacation|Feeling Ill',
      '!Sakura: An Integrated Course in Elementary Japanese|Hajimemashite: Introductory Japanese|Tomodachi: An Invitation to Contemporary Japanese|Japanese for Working Professionals',
    ],
    [
      'english-language-learning',
      'English Language Learning',
      'Grammar for ESL|Academic English|Business English|Exam Preparation',
      'Present Time|Past Time|Future Time|Perfect Tenses|Modal Auxiliaries|The Passive|Count and Noncount Nouns|Adjective Clauses|Gerunds and Infinitives|Noun Clauses|Conditional Sentences|Academic Vocabulary|Note-Taking and Listening|Presentations|Academic Writing',
      '!Understanding and Using English Grammar|Focus on Grammar|Longman Academic Writing Series|Speakout|Top Notch|NorthStar: Reading and Writing|Grammar in Context|Summit: English for Today\u2019s World',
      'k12',
    ],
    [
      'arabic',
      'Arabic',
      'Modern Standard Arabic|Arabic Dialects|Arabic Script',
      'The Arabic Alphabet|Greetings and Introductions|Family and Home|University Life|Daily Routine|Food and Drink|The City|Travel|Health|Work|Arab Culture and Society|Media Arabic',
      '!Al-Madkhal: An Introduction to Arabic|Marhaban: Functional Modern Standard Arabic|Arabic for Everyday Life|Arabic Today',
    ],
  ]),
  category('education', 'Education', 95, [
    [
      'educational-psychology',
      'Educational Psychology',
      'Learning Theories|Motivation|Assessment',
      'Teachers, Teaching and Educational Psychology|Cognitive Development|The Self, Social and Moral Development|Learner Differences and Learning Needs|Language Development, Language Diversity and Immigrant Education|Culture and Diversity|Behavioral Views of Learning|Cognitive Views of Learning|Complex Cognitive Processes|The Learning Sciences and Constructivism|Social Cognitive Views of Learning|Motivation in Learning and Teaching|Creating Learning Environments|Classroom Assessment, Grading and Standardized Testing',
      'Educational Psychology|Educational Psychology: Developing Learners|Educational Psychology: Windows on Classrooms|Child and Adolescent Development for Educators',
    ],
    [
      'special-education',
      'Special Education',
      'Inclusive Education|Learning Disabilities|Autism Spectrum Disorder|Behavior Disorders',
      'Exceptionality and Special Education|Planning and Providing Special Education Services|Collaborating with Parents and Families|Intellectual Disabilities|Learning Disabilities|Attention-Deficit/Hyperactivity Disorder|Emotional or Behavioral Disorders|Autism Spectrum Disorder|Communication Disorders|Deafness and Hearing Loss|Blindness and Low Vision|Physical Disabilities and Other Health Impairments|Giftedness and Talent Development|Transition to Adulthood',
      'Exceptional Children: An Introduction to Special Education|Exceptional Learners: An Introduction to Special Education|Teaching Students with Special Needs in Inclusive Settings|Assessment in Special and Inclusive Education',
    ],
    [
      'early-childhood',
      'Early Childhood Education',
      'Infants & Toddlers|Curriculum for Young Children|Child Guidance',
      'Early Childhood Education Today|History and Theories|Observing and Assessing Young Children|Infants and Toddlers|The Preschool Years|Kindergarten|The Primary Grades|Teaching Children to Learn|Guiding Behavior|Multicultural Education|Children with Diverse Needs|Parent, Family and Community Involvement|Technology and Young Children|Professional Development',
      'Early Childhood Education Today|Fundamentals of Early Childhood Education|Developmentally Appropriate Curriculum|Guiding Children\u2019s Social Development and Learning',
    ],
    [
      'foundations-education',
      'Foundations of Education',
      'History of Education|School Law|Multicultural Education',
      'Teachers and Teaching|Schools and Classrooms|Student Diversity|Family Structures|Historical Foundations|Philosophical Foundations|Organization of American Schools|School Finance|School Law|Ethics in Teaching|Curriculum and Standards|Instruction in Today\u2019s Schools|Technology in Schools|Developing as a Professional',
      'Introduction to Teaching: Becoming a Professional|Those Who Can, Teach|American Education|Foundations of American Education|Multicultural Education in a Pluralistic Society',
    ],
    [
      'curriculum-instruction',
      'Curriculum & Instruction',
      'Teaching Methods|Classroom Management|Educational Technology',
      'Effective Teaching|Planning for Instruction|Writing Learning Objectives|Differentiated Instruction|Direct Instruction|Cooperative Learning|Inquiry and Problem-Based Learning|Questioning Strategies|Classroom Management|Assessment for Learning|Teaching with Technology|Reflective Practice',
      'Methods for Effective Teaching|Classroom Management for Middle and High School Teachers|Integrating Technology for Meaningful Learning|Curriculum Development: A Guide to Practice',
    ],
    [
      'literacy',
      'Literacy & Reading Education',
      'Early Literacy|Content Area Literacy|Children\u2019s Literature',
      'Literacy in the 21st Century|Assessment of Literacy|Oral Language Development|Phonemic Awareness|Phonics and Word Study|Fluency|Vocabulary|Comprehension|Writing|Content Area Reading|Children\u2019s Literature|English Learners|Struggling Readers|Literacy Coaching',
      'Literacy for the 21st Century|Teaching Reading to Every Child|Content Area Reading: Literacy and Learning Across the Curriculum|Children\u2019s Literature, Briefly',
    ],
    [
      'educational-leadership',
      'Educational Leadership',
      'School Administration|Instructional Leadership|Education Policy',
      'Leadership Theory|The School as an Organization|Organizational Culture and Climate|Decision Making|Communication|Motivation|Leadership for Learning|Supervision of Instruction|Human Resources|School Finance and Budgeting|Legal Aspects of Leadership|Community Relations|Change and Reform',
      'Educational Administration: Concepts and Practices|The Principalship: A Reflective Practice Perspective|Supervision and Instructional Leadership',
    ],
  ]),
  category('career-technical', 'Career & Technical Education', 75, [
    [
      'hospitality',
      'Hospitality & Tourism',
      'Hotel Management|Event Planning|Travel & Tourism',
      'Introducing Hospitality|The Hotel Business|Rooms Division Operations|Food and Beverage Operations|The Restaurant Business|Managed Services|Bars and Beverages|Recreation, Attractions and Clubs|Gaming Entertainment|Meetings, Conventions and Expositions|Special Events|Tourism|Leadership and Management|Hospitality Marketing',
      'Hospitality Today: An Introduction|Introduction to Hospitality|Tourism: The Business of Hospitality and Travel|Event Planning and Management',
    ],
    [
      'culinary-arts',
      'Culinary Arts',
      'Baking & Pastry|Food Safety|Restaurant Management',
      'The Professional Kitchen|Food Safety and Sanitation|Tools and Equipment|Knife Skills|Flavors and Seasonings|Stocks and Sauces|Soups|Meat and Poultry|Fish and Shellfish|Vegetables|Potatoes, Grains and Pasta|Salads and Dressings|Breakfast Preparation|Baking Principles|Pastries and Desserts',
      'On Cooking: A Textbook of Culinary Fundamentals|Professional Cooking|Baking and Pastry: Mastering the Art and Craft|Food Safety Essentials',
      'k12',
    ],
    [
      'automotive',
      'Automotive Technology',
      'Engine Repair|Electrical Systems|Brakes & Suspension',
      'Careers in the Automotive Service Industry|Shop Safety|Hand and Power Tools|Engine Operation|Cooling Systems|Lubrication Systems|Fuel Systems|Ignition Systems|Electrical Fundamentals|Batteries and Starting|Charging Systems|Brake Systems|Steering and Suspension|Manual Transmissions|Automatic Transmissions|Hybrid and Electric Vehicles',
      'Automotive Technology: Principles, Diagnosis, and Service|Automotive Engine Repair|Automotive Electricity and Electronics|Automotive Brake Systems',
      'k12',
    ],
    [
      'construction',
      'Construction Technology',
      'Carpentry|Electrical Trades|Plumbing|HVAC',
      'Safety on the Jobsite|Construction Math|Hand and Power Tools|Reading Blueprints|Rigging|Site Layout|Concrete and Foundations|Floor Systems|Wall Framing|Roof Framing|Windows and Doors|Electrical Theory|Residential Wiring|Plumbing Systems|Heating and Cooling',
      'Core Curriculum: Introductory Craft Skills|Carpentry Fundamentals|Electrical Level One|Plumbing Level One|HVAC Level One|Construction Technology',
      'k12',
    ],
    [
      'fire-science',
      'Fire Science',
      'Fire Prevention|Fire Behavior|Emergency Management',
      'The Fire Service|Fire Department Organization|Fire Behavior|Building Construction|Fire Protection Systems|Fire Prevention|Firefighter Safety|Personal Protective Equipment|Portable Fire Extinguishers|Ropes and Knots|Forcible Entry|Ladders|Search and Rescue|Ventilation|Hazardous Materials',
      'Introduction to Fire Science|Fire Behavior and Combustion|Firefighter\u2019s Handbook|Principles of Emergency Management',
    ],
    [
      'paralegal',
      'Paralegal Studies',
      'Legal Research|Litigation|Legal Ethics',
      'The Paralegal Profession|Ethics and Professional Responsibility|The American Legal System|The Court System|Civil Litigation|Criminal Procedure|Legal Research|Legal Writing|Contract Law|Tort Law|Family Law|Real Estate Law|Wills, Trusts and Estates|Technology in the Law Office',
      'Paralegal Today|Introduction to Paralegal Studies|Legal Research and Writing for Paralegals|Civil Litigation for the Paralegal',
    ],
    [
      'office-technology',
      'Office Technology',
      'Microsoft Office|Keyboarding|Office Procedures',
      'Getting Started with Windows|File Management|Word Processing Basics|Formatting Documents|Creating Tables and Reports|Spreadsheet Basics|Formulas and Functions|Charts|Databases|Queries and Forms|Presentations|Email and Calendaring|Collaboration Tools|Integrated Projects',
      'GO! with Microsoft Office|Exploring Microsoft Office|Skills for Success with Microsoft Office|Your Office: Microsoft Office|Gregg College Keyboarding & Document Processing',
      'k12',
    ],
  ]),
];

/** The subject tree, categories in display order, with their home-page images. */
export const SUBJECTS: CategorySubject[] = TREE.map((c, i) => ({ ...c, image: ((i % 3) + 1) as 1 | 2 | 3 }));

export const PRIMARY_SUBJECTS: PrimarySubject[] = SUBJECTS.flatMap((c) => c.primaries);

export function categoryOf(primary: PrimarySubject): CategorySubject {
  const category = SUBJECTS.find((c) => c.code === primary.categoryCode);
  if (!category) throw new Error(`no category ${primary.categoryCode}`);
  return category;
}
