import { createApp } from 'vue';
// <acq-cashier> and its events in vue-tsc's strict template check (GlobalComponents).
import type {} from 'acq-cashier/vue';
import Checkout from './Checkout.vue';

createApp(Checkout).mount('#app');
