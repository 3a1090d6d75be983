import type { LoungesResources } from './en';

/** The lounges texts in Spanish (i18n namespace 'lounges'). */
export const esLounges: LoungesResources = {
  lounges: {
    title: 'Salón social',
    join: 'Unirse a la sala',
    roomFull: 'Sala llena',
    disabled: 'Desactivado',
    live: 'EN VIVO',
    private: 'Privada',
    noResults: 'No se encontraron resultados',
    loadFailed: 'No se pudieron cargar los salones.',
    filters: 'Filtros',
    dates: 'Fechas',
    categories: 'Categorías',
    clearFilters: 'Borrar filtros',
    participants_one: '{{count}} participante',
    participants_other: '{{count}} participantes',
    capacity: '{{count}} de {{capacity}} plazas ocupadas',
    more: '+{{count}}',
    inRoom: 'En la sala',
    schedules: 'Horario',
    adMessage: 'Entrarás al salón después de este breve anuncio',
    sponsorVideo: 'Video del patrocinador',
    skipAd: 'Omitir anuncio',
    back: 'Volver',
    otherRooms: 'Otras salas',
    visitSponsor: 'Visitar al patrocinador',
    roomLogo: 'Logotipo de {{name}}',
  },
};
