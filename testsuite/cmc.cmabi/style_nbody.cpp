// An n-body step in the style of Intel's CM "nbody" sample: the bodies'
// positions, velocities and accumulated accelerations are globals that
// the load, interaction, integration and store steps all share; the time
// step and softening are const globals.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm-not "^@\[^ \]+ = " } }
// { dg-final { scan-llvm "define internal \\\{ <8 x float>, <8 x float> \\\} @_Z8interacti\\(i32 %j, <8 x float> %ax, <8 x float> %ay, <8 x float> %x, <8 x float> %y\\)" } }
// { dg-final { finalize-visa TGLLP DG2 } }

const int BODIES = 8;

vector<float, BODIES> x, y;
vector<float, BODIES> vx, vy;
vector<float, BODIES> ax, ay;
const float dt = 0.01f;
const float softening = 0.001f;

void load_bodies(SurfaceIndex state)
{
    read(state, 0, x);
    read(state, 32, y);
    read(state, 64, vx);
    read(state, 96, vy);
}

CM_NOINLINE void interact(int j)
{
    vector<float, BODIES> dx = x[j] - x;
    vector<float, BODIES> dy = y[j] - y;
    vector<float, BODIES> distance2 = dx * dx + dy * dy + softening;
    vector<float, BODIES> inverse = cm_rsqrt(distance2);
    vector<float, BODIES> inverse3 = inverse * inverse * inverse;
    ax = ax + dx * inverse3;
    ay = ay + dy * inverse3;
}

CM_NOINLINE void integrate()
{
    vx = vx + ax * dt;
    vy = vy + ay * dt;
    x = x + vx * dt;
    y = y + vy * dt;
}

void store_bodies(SurfaceIndex state)
{
    write(state, 0, x);
    write(state, 32, y);
    write(state, 64, vx);
    write(state, 96, vy);
}

extern "C" _GENX_MAIN_ void nbody(SurfaceIndex state)
{
    load_bodies(state);
    ax = 0.0f;
    ay = 0.0f;
    for (int j = 0; j < BODIES; j++)
        interact(j);
    integrate();
    store_bodies(state);
}
