document.querySelector('#app')!.textContent = 'slot';
