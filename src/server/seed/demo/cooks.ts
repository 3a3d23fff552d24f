// Demo cooks for the seed: invented people, one per cuisine, who author the demo recipes and rate each other's.
export interface DemoCook {
  username: string;
  email: string;
  bio: string;
  favoriteCuisine: string;
}

export const demoCooks: DemoCook[] = [
  {
    username: 'Valentina Rojas',
    email: 'valentina@demo.sazon.app',
    bio: 'Caraqueña y arepera de corazón. Cocino para reunir a la familia los domingos, y en mis fiestas nunca faltan los tequeños.',
    favoriteCuisine: 'Venezolana',
  },
  {
    username: 'Camilo Restrepo',
    email: 'camilo@demo.sazon.app',
    bio: 'Paisa criado entre fogones de leña. Mi abuela me enseñó que los frijoles se hacen sin afán y con mucho cariño.',
    favoriteCuisine: 'Colombiana',
  },
  {
    username: 'Ximena Cruz',
    email: 'ximena@demo.sazon.app',
    bio: 'Poblana, enamorada del maíz, de los chiles y de los mercados de los sábados. Si hay salsa, hay fiesta.',
    favoriteCuisine: 'Mexicana',
  },
  {
    username: 'Lucía Ferrer',
    email: 'lucia@demo.sazon.app',
    bio: 'Valenciana de la huerta. Defiendo la paella de leña y las sobremesas largas; en mi cocina siempre hay pan, tomate y aceite.',
    favoriteCuisine: 'Española',
  },
  {
    username: 'Mateo Quispe',
    email: 'mateo@demo.sazon.app',
    bio: 'Limeño, cevichero y curioso de la cocina nikkei. Creo que un buen ají amarillo lo arregla casi todo.',
    favoriteCuisine: 'Peruana',
  },
  {
    username: 'Martina Gauna',
    email: 'martina@demo.sazon.app',
    bio: 'Cordobesa viviendo en Buenos Aires. Parrillera los domingos, pastelera el resto de la semana; el dulce de leche va con todo.',
    favoriteCuisine: 'Argentina',
  },
  {
    username: 'Ignacio Fuentes',
    email: 'ignacio@demo.sazon.app',
    bio: 'Porteño de Valparaíso. Cocino lo que había en la mesa de mi abuela en el campo: choclo, porotos, albahaca y mucha paciencia.',
    favoriteCuisine: 'Chilena',
  },
  {
    username: 'Rosa Almonte',
    email: 'rosa@demo.sazon.app',
    bio: 'Dominicana con abuela cubana. En mi casa nunca faltan el plátano, el arroz bien graneado y la música mientras se cocina.',
    favoriteCuisine: 'Caribeña',
  },
];
