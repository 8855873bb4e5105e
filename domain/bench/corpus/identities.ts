/** Fictitious but checksum-valid Spanish parties: companies, freelancers, addresses. */
import { cifControl, dniLetter } from '../../src/tax-id/validate-tax-id';
import type { Random } from './random';

export interface Party {
  name: string;
  taxId: string;
  street: string;
  city: string;
  postcode: string;
  email: string;
  phone: string;
}

const FIRST = ['Suministros', 'Distribuciones', 'Talleres', 'Comercial', 'Transportes', 'Servicios', 'Construcciones', 'Instalaciones', 'Grupo', 'Hermanos', 'Ferretería', 'Papelería', 'Asesoría', 'Consultoría', 'Electricidad', 'Fontanería', 'Limpiezas', 'Imprenta', 'Cafés', 'Bodegas', 'Panificadora', 'Materiales', 'Reformas', 'Informática', 'Mobiliario', 'Carpintería', 'Frutas', 'Pescados', 'Gráficas', 'Logística'];
const SECOND = ['del Norte', 'Mediterráneo', 'Ibérica', 'García', 'Martínez', 'del Sur', 'Levante', 'Cantábrico', 'Castellana', 'Andaluza', 'Atlántico', 'Pirineo', 'Montserrat', 'Sierra Nevada', 'Duero', 'Ebro', 'del Valle', 'Peña', 'Ruiz e Hijos', 'Navarro', 'Torres', 'Fernández', 'López Vidal', 'Albufera', 'Moncayo', 'Guadalquivir', 'Teide', 'Ría de Vigo', "l'Empordà", 'Costa Brava'];
const FORMS = ['S.L.', 'S.A.', 'SL', 'SA', 'S.L.U.', 'S.Coop.', 'C.B.', 'S.L.L.', 'S.A.U.', 'SLP'];
const GIVEN = ['María', 'José', 'Antonio', 'Carmen', 'Laura', 'Javier', 'Lucía', 'Manuel', 'Elena', 'David', 'Marta', 'Pablo', 'Núria', 'Jordi', 'Ainhoa', 'Iñaki'];
const SURNAME = ['García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Puig', 'Etxeberria'];
const STREET = ['C/ Mayor', 'Calle Alcalá', 'Avda. de la Constitución', 'Plaza de España', 'C/ Sant Joan', 'Paseo de Gracia', 'Polígono Industrial Las Arenas, nave', 'Avenida Diagonal', 'C/ Real', 'Ctra. de Valencia km', 'C/ del Carmen', 'Rambla Nova', 'Calle Colón', 'Avda. Andalucía'];
const CITIES: [string, string][] = [['Madrid', '28'], ['Barcelona', '08'], ['Valencia', '46'], ['Sevilla', '41'], ['Zaragoza', '50'], ['Málaga', '29'], ['Bilbao', '48'], ['Valladolid', '47'], ['Murcia', '30'], ['Palma', '07'], ['Alicante', '03'], ['Girona', '17'], ['Santander', '39'], ['Pamplona', '31'], ['Las Palmas de Gran Canaria', '35'], ['Santa Cruz de Tenerife', '38']];

export function randomCif(random: Random, letters = 'ABBBBBEFGHJNPQRSUVW'): string {
  const letter = random.pick([...letters]);
  const digits = String(random.int(0, 9_999_999)).padStart(7, '0');
  const { digit, letter: controlLetter } = cifControl(digits);
  const control = 'NPQRSW'.includes(letter) ? controlLetter : 'ABEH'.includes(letter) ? digit : random.chance(0.5) ? digit : controlLetter;
  return `${letter}${digits}${control}`;
}

export function randomDni(random: Random): string {
  const digits = String(random.int(1_000_000, 99_999_999)).padStart(8, '0');
  return `${digits}${dniLetter(digits)}`;
}

export function randomNie(random: Random): string {
  const prefix = random.pick(['X', 'Y', 'Z']);
  const digits = String(random.int(0, 9_999_999)).padStart(7, '0');
  return `${prefix}${digits}${dniLetter(String('XYZ'.indexOf(prefix)) + digits)}`;
}

function address(random: Random, canary = false): Pick<Party, 'street' | 'city' | 'postcode'> {
  const [city, province] = canary ? random.pick(CITIES.slice(-2)) : random.pick(CITIES);
  return { street: `${random.pick(STREET)} ${random.int(1, 180)}`, city, postcode: `${province}${String(random.int(1, 999)).padStart(3, '0')}` };
}

function contact(random: Random, name: string): Pick<Party, 'email' | 'phone'> {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '')
    .slice(0, 14);
  return { email: `info@${slug || 'empresa'}.es`, phone: `${random.pick(['9', '6'])}${random.int(10, 99)} ${random.int(100, 999)} ${random.int(100, 999)}` };
}

export function randomCompany(random: Random, canary = false): Party {
  const name = `${random.pick(FIRST)} ${random.pick(SECOND)} ${random.pick(FORMS)}`;
  return { name, taxId: randomCif(random, 'AABBBBBBBBFGJ'), ...address(random, canary), ...contact(random, name) };
}

export function randomFreelancer(random: Random, canary = false): Party {
  const name = `${random.pick(GIVEN)} ${random.pick(SURNAME)} ${random.pick(SURNAME)}`;
  return { name, taxId: random.chance(0.85) ? randomDni(random) : randomNie(random), ...address(random, canary), ...contact(random, name) };
}
