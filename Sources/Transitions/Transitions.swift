// Transitions: media timing, view state, the transition catalogue, the interactive driver,
// reversal and sampling to traces (../shared/DESIGN.md §4). The time-model and Transitions
// issues build it on top of Geometry and Curves; until then the module has no public API.
