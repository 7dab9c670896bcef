document.querySelector('#app')!.textContent = 'table';
