/**
 * The FAQ shipped with Factoría, in English and Spanish. The seed writes these to `faq/{id}`;
 * the answers follow what the product does (spec sections 1-9).
 */
import type { FaqText } from '@factoria/domain/records/faq.schema';

export interface FaqSeedEntry {
  id: string;
  en: FaqText;
  es: FaqText;
}

export const FAQ_ENTRIES: readonly FaqSeedEntry[] = [
  {
    id: 'upload-invoices',
    en: {
      question: 'How do I upload supplier invoices?',
      answer:
        'Open Invoices, choose the client company and drop the PDF files on the upload area, or choose them from your computer. Only PDF files are accepted.\n\nEach file is uploaded with its own progress bar. If the connection drops, the files wait on this device and are sent when it returns, even after closing the browser.',
    },
    es: {
      question: '¿Cómo subo las facturas de proveedores?',
      answer:
        'Abre Facturas, elige la empresa cliente y arrastra los PDF a la zona de subida, o elígelos desde tu ordenador. Solo se aceptan archivos PDF.\n\nCada archivo se sube con su propia barra de progreso. Si se corta la conexión, los archivos esperan en este dispositivo y se envían cuando vuelve, incluso después de cerrar el navegador.',
    },
  },
  {
    id: 'processing-time',
    en: {
      question: 'How long does it take to process an invoice?',
      answer:
        'Most invoices are read in a few seconds; it can take up to 5 minutes when many files arrive at once or a page is a scan. The invoice appears in the list as soon as it is ready, without reloading the page.',
    },
    es: {
      question: '¿Cuánto tarda en procesarse una factura?',
      answer:
        'La mayoría de las facturas se leen en unos segundos; puede tardar hasta 5 minutos cuando llegan muchos archivos a la vez o una página está escaneada. La factura aparece en la lista en cuanto está lista, sin recargar la página.',
    },
  },
  {
    id: 'invoice-statuses',
    en: {
      question: 'What do the invoice statuses mean?',
      answer:
        'Successful: every field was found and the numbers add up (base × rate = cuota on every VAT line, and the lines add up to the total), and the tax IDs are valid.\n\nHas errors: something is missing or does not add up; the invoice shows what to check.\n\nNot in euro: the invoice is in another currency.\n\nAlbarán: the document is a delivery note, not an invoice.',
    },
    es: {
      question: '¿Qué significan los estados de las facturas?',
      answer:
        'Correcta: se han encontrado todos los campos, las cuentas cuadran (base × tipo = cuota en cada línea de IVA y las líneas suman el total) y los NIF son válidos.\n\nCon errores: falta algo o algo no cuadra; la factura indica qué revisar.\n\nNo está en euros: la factura está en otra moneda.\n\nAlbarán: el documento es un albarán, no una factura.',
    },
  },
  {
    id: 'fix-errors',
    en: {
      question: 'How do I fix an invoice with errors?',
      answer:
        'Open Reports and choose an upload, or follow a link in the daily report. The invoice opens next to its PDF; clicking a field shows where it was read on the page. Correct the values, save, and move on to the next invoice with errors.\n\nIf a scan cannot be read, send a note to the administrator from the invoice.',
    },
    es: {
      question: '¿Cómo corrijo una factura con errores?',
      answer:
        'Abre Informes y elige una subida, o sigue un enlace del informe diario. La factura se abre junto a su PDF; al pulsar un campo se ve dónde se leyó en la página. Corrige los valores, guarda y pasa a la siguiente factura con errores.\n\nSi un escaneo no se puede leer, envía una nota al administrador desde la factura.',
    },
  },
  {
    id: 'company-status',
    en: {
      question: 'Why can’t I upload invoices for a client company?',
      answer:
        'Invoices can only be uploaded for active companies. A new company stays pending until the administrator activates it, and a company you have set to inactive accepts no uploads until you activate it again.',
    },
    es: {
      question: '¿Por qué no puedo subir facturas de una empresa cliente?',
      answer:
        'Solo se pueden subir facturas de empresas activas. Una empresa nueva queda pendiente hasta que el administrador la activa, y una empresa que has marcado como inactiva no admite subidas hasta que la vuelvas a activar.',
    },
  },
  {
    id: 'company-limit',
    en: {
      question: 'What happens when I reach my plan’s company limit?',
      answer:
        'Your subscription plan includes a number of client companies and invoices per month; Subscription plan shows both and how much you have used. When you add a company beyond the limit, Factoría offers an extra company slot for €150 and asks you to confirm before charging it. Payments appear in the payment history.',
    },
    es: {
      question: '¿Qué pasa cuando llego al límite de empresas de mi plan?',
      answer:
        'Tu plan de suscripción incluye un número de empresas cliente y de facturas al mes; Plan de suscripción muestra ambos y cuánto has usado. Si añades una empresa por encima del límite, Factoría te ofrece una plaza de empresa adicional por 150 € y te pide confirmación antes de cobrarla. Los pagos aparecen en el historial de pagos.',
    },
  },
  {
    id: 'daily-report',
    en: {
      question: 'What is the daily report?',
      answer:
        'Every day at the time you choose in Report settings, Factoría lists the invoices processed since the previous report: number, client, CIF, status and the errors found, with links to fix them. It appears on the dashboard until you confirm it.',
    },
    es: {
      question: '¿Qué es el informe diario?',
      answer:
        'Cada día, a la hora que elijas en Ajustes del informe, Factoría enumera las facturas procesadas desde el informe anterior: número, cliente, CIF, estado y los errores encontrados, con enlaces para corregirlos. Aparece en el panel hasta que lo confirmas.',
    },
  },
  {
    id: 'deleted-files',
    en: {
      question: 'Can I recover a deleted file?',
      answer:
        'Yes, for one month. Deleted files go to Storage › Deleted, which shows how many days each one has left; restoring puts it back where it was. After a month it is deleted permanently and cannot be recovered.',
    },
    es: {
      question: '¿Puedo recuperar un archivo eliminado?',
      answer:
        'Sí, durante un mes. Los archivos eliminados van a Almacenamiento › Eliminados, donde se ve cuántos días le quedan a cada uno; al restaurarlo vuelve a su sitio. Pasado un mes se elimina definitivamente y no se puede recuperar.',
    },
  },
  {
    id: 'offline',
    en: {
      question: 'Can I use Factoría without an internet connection?',
      answer:
        'Yes. Factoría can be installed from the browser and opens without a connection. The clients and invoices this device has seen stay available, the search keeps working, and files you choose to upload wait on the device until the connection returns. A notice in the header tells you when you are offline.',
    },
    es: {
      question: '¿Puedo usar Factoría sin conexión a internet?',
      answer:
        'Sí. Factoría se puede instalar desde el navegador y se abre sin conexión. Los clientes y facturas que ha visto este dispositivo siguen disponibles, la búsqueda sigue funcionando y los archivos que elijas subir esperan en el dispositivo hasta que vuelve la conexión. Un aviso en la cabecera te indica cuándo no tienes conexión.',
    },
  },
  {
    id: 'language',
    en: {
      question: 'How do I change the language?',
      answer:
        'Choose English or Español in the header. Factoría remembers the choice on this device and in your profile, so it follows you to other devices. Until you choose, it uses your browser’s language when it is English or Spanish, and English otherwise.',
    },
    es: {
      question: '¿Cómo cambio el idioma?',
      answer:
        'Elige English o Español en la cabecera. Factoría recuerda la elección en este dispositivo y en tu perfil, así que te acompaña en otros dispositivos. Mientras no elijas, usa el idioma del navegador si es inglés o español, y el inglés en los demás casos.',
    },
  },
  {
    id: 'bank-statements',
    en: {
      question: 'Which bank files can I reconcile?',
      answer:
        'A bank reconciliation takes up to four files for one company: the bank statement, last year’s statement, the journal (diario) and the invoices, each as .xlsx or .csv. Processing takes up to 5 minutes and you are notified when it is done.',
    },
    es: {
      question: '¿Qué archivos bancarios puedo conciliar?',
      answer:
        'Una conciliación bancaria admite hasta cuatro archivos de una empresa: el extracto bancario, el extracto del año anterior, el diario y las facturas, cada uno en .xlsx o .csv. El proceso tarda hasta 5 minutos y se te avisa cuando termina.',
    },
  },
];
