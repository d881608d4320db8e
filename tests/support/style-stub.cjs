// Stands in for CSS files under jest: a widget's styles do not change what it renders.
module.exports = {};
